import styles from './TileGrid.module.css';

/**
 * Class name of the platform's grid of tiles (columns of tiles at least a width in rem, at most
 * six), the one the tiles' loading placeholder (`LayoutSkeleton layout="tiles"`) lays out by: put
 * it on the element whose children are the tiles, next to the app's own classes (a list's reset).
 */
export const tileGridClassName: string = styles.grid ?? '';
