import notFound from 'ui:es/notFound';
import { notFoundCopy } from '../copy';

export default notFoundCopy(notFound);
