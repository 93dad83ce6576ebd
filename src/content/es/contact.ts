import ui from 'ui:es/contact';
import { wordsCopy } from '../copy';

export default wordsCopy<'contact'>('es', ui);
