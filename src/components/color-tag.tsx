import { useMemo } from 'react';
import { Tag, type TagProps } from 'antd';
import { parseColor, shadeForContrast, withLightness } from '../theme/contrast';

// antd draws a tag of a custom colour on a tint of it at 95 % lightness (its useColor hook).
const TINT_LIGHTNESS = 0.95;

/**
 * A tag in a colour of the user's choosing (a node type's colour): the tint and border stay the colour's, the
 * text takes the nearest shade of it that reaches WCAG AA on the tint (antd writes the colour itself, which for
 * most mid-tones is about 3:1).
 */
export function ColorTag({ color, style, ...props }: TagProps) {
  const textColor = useMemo(() => {
    if (!color || !parseColor(color)) return undefined;
    return shadeForContrast(color, [withLightness(color, TINT_LIGHTNESS)]);
  }, [color]);
  return <Tag color={color} style={textColor ? { color: textColor, ...style } : style} {...props} />;
}
