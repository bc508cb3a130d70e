/** The design tokens as `--sq-*` custom properties: dist/theme.css and the documentation come from here. */
import { COLOR_SCALES, COLOR_STEPS, DURATIONS_MS, FONT_SIZES_PX, RADII_PX, SPACING_PX, Z_INDEX_BASE, type ColorName } from './tokens.js';

export interface TokenProperty {
  /** The custom property, with its leading `--`. */
  name: string;
  /** Its CSS value. */
  value: string;
  /** One line for the manifest and the docs. */
  description: string;
}

const capitalize = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** Every token in a stable order: font sizes, spacing, radii, durations, colours, z-index. */
export function tokenProperties(): TokenProperty[] {
  const properties: TokenProperty[] = [];
  FONT_SIZES_PX.forEach((size, index) => {
    const step = index + 1;
    properties.push({
      name: `--sq-font-size-${step}`,
      value: `${size}px`,
      description: `Font size, step ${step} of ${FONT_SIZES_PX.length} (${size}px).`,
    });
  });
  SPACING_PX.forEach((space, step) => {
    properties.push({ name: `--sq-space-${step}`, value: `${space}px`, description: `Spacing, step ${step} (${space}px).` });
  });
  RADII_PX.forEach((radius, step) => {
    properties.push({ name: `--sq-radius-${step}`, value: `${radius}px`, description: `Corner radius, step ${step} (${radius}px).` });
  });
  for (const duration of DURATIONS_MS) {
    properties.push({ name: `--sq-duration-${duration}`, value: `${duration}ms`, description: `Transition or animation duration of ${duration}ms.` });
  }
  for (const color of Object.keys(COLOR_SCALES) as ColorName[]) {
    for (const step of COLOR_STEPS) {
      properties.push({
        name: `--sq-color-${color}-${step}`,
        value: COLOR_SCALES[color][step],
        description: `${capitalize(color)} ${step}: 100 is lightest, 950 darkest.`,
      });
    }
  }
  properties.push({
    name: '--sq-z-index-base',
    value: String(Z_INDEX_BASE),
    description: 'Base z-index: overlays such as the lightbox, popups and the cookie banner stack from here.',
  });
  return properties;
}

/** A stylesheet declaring every token on `:root`. */
export function themeCss(): string {
  const declarations = tokenProperties().map(({ name, value }) => `  ${name}: ${value};`);
  return `:root {\n${declarations.join('\n')}\n}\n`;
}
