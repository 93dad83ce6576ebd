import services from '../services.yaml';
import why from '../why-choose-us.yaml';
import testimonials from '../testimonials.yaml';
import ui from 'ui:en/services';
import { servicesCopy } from '../copy';

export default servicesCopy(ui, services, why, testimonials);
