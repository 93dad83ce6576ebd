import about from '../about.yaml';
import services from '../services.yaml';
import ui from 'ui:en/about';
import { aboutCopy } from '../copy';

export default aboutCopy(ui, about, services);
