// "Copiar código" is shared with the embedded checkout (@bilheteria/client-core).
export { copyText } from '@bilheteria/client-core/clipboard';
