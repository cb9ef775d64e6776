import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const richText = style({ maxWidth: '42rem', lineHeight: vars.lineHeight.normal });

globalStyle(`${richText} > :first-child`, { marginTop: 0 });
globalStyle(`${richText} > :last-child`, { marginBottom: 0 });
globalStyle(`${richText} h2`, { marginTop: vars.space.xl, fontSize: vars.fontSize.xl });
globalStyle(`${richText} a`, { color: vars.color.brand, textUnderlineOffset: '0.15em' });
