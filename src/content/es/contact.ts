import contact from 'ui:es/contact';
import { contactCopy } from '../copy';

export default contactCopy(contact);
