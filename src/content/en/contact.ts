import contact from 'ui:en/contact';
import { contactCopy } from '../copy';

export default contactCopy(contact);
