import home from './home.yaml';
import faq from './faq.yaml';
import testimonials from './testimonials.yaml';
import ui from 'ui:es/home';
import { homeCopy } from '../copy';

export default homeCopy(ui, home, faq, testimonials);
