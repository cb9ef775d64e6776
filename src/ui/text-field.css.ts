import { style } from '@vanilla-extract/css';
import { control } from './field.css';

export const input = style([control, { appearance: 'none' }]);
