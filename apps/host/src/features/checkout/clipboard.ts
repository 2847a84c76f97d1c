// "Copiar código" is shared with the embedded checkout (packages/embed/src/shared).
export { copyText } from '../../../../../packages/embed/src/shared/clipboard';
