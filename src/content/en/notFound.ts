import ui from 'ui:en/notFound';
import { wordsCopy } from '../copy';

export default wordsCopy<'notFound'>('en', ui);
