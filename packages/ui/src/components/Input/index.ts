export { Input, Select, Textarea } from './Input';
