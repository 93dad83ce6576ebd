import ui from 'ui:es/search';
import { wordsCopy } from '../copy';

export default wordsCopy<'search'>('es', ui);
