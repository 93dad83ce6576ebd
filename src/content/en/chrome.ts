import company from '../company.yaml';
import chrome from 'ui:en/chrome';
import { chromeCopy } from '../copy';

export default chromeCopy('en', chrome, company);
