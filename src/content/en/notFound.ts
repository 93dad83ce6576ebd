import notFound from 'ui:en/notFound';
import { notFoundCopy } from '../copy';

export default notFoundCopy(notFound);
