import company from './company.yaml';
import chrome from 'ui:es/chrome';
import { chromeCopy } from '../copy';

export default chromeCopy('es', chrome, company);
