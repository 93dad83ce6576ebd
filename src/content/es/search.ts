import ui from 'ui:es/search';
import { searchCopy } from '../copy';

export default searchCopy('es', ui);
