export { Input, Select } from './Input';
