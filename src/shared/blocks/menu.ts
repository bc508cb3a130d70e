/**
 * A menu (a café's drinks, food and cakes): sections of dishes with prices. The markup shows every
 * section in order; `<sq-menu>` puts them behind tabs.
 */
import { html, nothing } from 'lit-html';
import { isOptionalText, isText, type Block, type BlockType } from './types.js';

export interface MenuDish {
  name: string;
  price?: string;
  description?: string;
}

export interface MenuSection {
  title: string;
  dishes: MenuDish[];
}

export interface MenuBlock extends Block {
  type: 'menu';
  sections: MenuSection[];
  /** The tab list's accessible name; 'Menu sections' by default. */
  label?: string;
}

function sectionsProblem(sections: unknown): string | undefined {
  if (!Array.isArray(sections) || sections.length === 0) return 'needs sections: a list of { title, dishes }';
  for (const [index, section] of (sections as Partial<MenuSection>[]).entries()) {
    const where = `section ${index + 1}`;
    if (!isText(section?.title)) return `${where} needs a title`;
    if (!Array.isArray(section.dishes) || section.dishes.length === 0) return `${where} needs dishes: a list of { name, price, description }`;
    const dish = section.dishes.findIndex((entry) => !isText(entry?.name) || !isOptionalText(entry.price) || !isOptionalText(entry.description));
    if (dish >= 0) return `${where} dish ${dish + 1} needs a name; its price and description must be text`;
  }
  return undefined;
}

export const menuBlock: BlockType<MenuBlock> = {
  type: 'menu',
  element: 'sq-menu',
  check: (block) => sectionsProblem(block.sections) ?? (isOptionalText(block.label) ? undefined : 'label must be text'),
  template: (block) =>
    html`<sq-menu id=${block.id} class="block block-menu" label=${block.label ?? nothing}
      >${block.sections.map(
        (section) =>
          html`<section class="menu-section">
            <h3>${section.title}</h3>
            <ul class="menu-dishes">
              ${section.dishes.map(
                (dish) =>
                  html`<li class="menu-dish">
                    <p class="menu-dish-line">
                      <span class="menu-dish-name">${dish.name}</span
                      >${dish.price ? html` <span class="menu-dish-price">${dish.price}</span>` : nothing}
                    </p>
                    ${dish.description ? html`<p class="menu-dish-description">${dish.description}</p>` : nothing}
                  </li>`,
              )}
            </ul>
          </section>`,
      )}</sq-menu
    >`,
};
