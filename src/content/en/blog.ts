import ui from 'ui:en/blog';
import { blogCopy } from '../copy';

export default blogCopy('en', ui);
