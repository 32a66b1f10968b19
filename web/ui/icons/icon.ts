// Draws an icon from its SVG elements; the drawings are Lucide's (lucide.dev, ISC licence), one module each in this
// folder so a page ships only the icons it shows, without Lucide's React runtime.
import { createElement, type ReactElement, type SVGProps } from 'react';

type IconNode = readonly (readonly [string, Record<string, string>])[];
export type IconProps = SVGProps<SVGSVGElement>;
export type Icon = (props: IconProps) => ReactElement;

export function icon(node: IconNode): Icon {
  return function ShopIcon(props: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: 24,
        height: 24,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        ...props,
      },
      node.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes })),
    );
  };
}
