import ui from 'ui:en/contact';
import { wordsCopy } from '../copy';

export default wordsCopy<'contact'>('en', ui);
