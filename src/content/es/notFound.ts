import ui from 'ui:es/notFound';
import { wordsCopy } from '../copy';

export default wordsCopy<'notFound'>('es', ui);
