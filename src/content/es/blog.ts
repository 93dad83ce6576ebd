import ui from 'ui:es/blog';
import { blogCopy } from '../copy';

export default blogCopy('es', ui);
