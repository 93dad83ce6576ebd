import ui from 'ui:es/blog';
import { wordsCopy } from '../copy';

export default wordsCopy<'blog'>('es', ui);
