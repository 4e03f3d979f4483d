export { DateField } from './DateField';
export { DateTimeField } from './DateTimeField';
export type { DateFieldProps, DateTimeFieldProps, TimeFieldProps } from './fieldProps';
export { formatClock, pickerSettings } from './settings';
export { TimeField } from './TimeField';
