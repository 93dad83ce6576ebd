import ui from 'ui:en/blog';
import { wordsCopy } from '../copy';

export default wordsCopy<'blog'>('en', ui);
