import { style } from '@vanilla-extract/css';
import { control } from './field.css';

export const textArea = style([control, { resize: 'vertical', minHeight: '5rem' }]);
