import ui from 'ui:en/search';
import { wordsCopy } from '../copy';

export default wordsCopy<'search'>('en', ui);
