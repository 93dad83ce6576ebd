// The company's facts (name, phone, address) are the English file's, shown on both sites: of its
// Spanish file the layout takes only the description.
import description from './company.yaml?description';
import chrome from 'ui:es/chrome';
import { chromeCopy } from '../copy';

export default chromeCopy('es', chrome, description);
