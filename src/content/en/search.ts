import ui from 'ui:en/search';
import { searchCopy } from '../copy';

export default searchCopy('en', ui);
