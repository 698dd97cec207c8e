export { saveFile } from '../../../lib/http/files';
