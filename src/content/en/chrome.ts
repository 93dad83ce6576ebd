import description from '../company.yaml?description';
import chrome from 'ui:en/chrome';
import { chromeCopy } from '../copy';

export default chromeCopy('en', chrome, description);
