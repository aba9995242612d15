import blocks from './blocks.module.css';
import carousel from './Carousel.module.css';
import content from './content.module.css';
import hero from './Hero.module.css';
import interactive from './interactive.module.css';
import sliders from './sliders.module.css';
import usps from './usps.module.css';

/**
 * The class names of the content blocks, for an app that renders the blocks with the page on the server but hydrates
 * them later in the browser (like `shell/later-styles`): the page's chunk imports these, which keeps the blocks' CSS
 * in the stylesheet the first HTML names instead of in the chunk the browser loads after the page.
 */
export const blockStyles: readonly Readonly<Record<string, string>>[] = [
  blocks,
  carousel,
  content,
  hero,
  interactive,
  sliders,
  usps,
];
