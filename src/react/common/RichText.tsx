import { createElement, Fragment, type ReactNode } from 'react';
import type { RichNode } from '../../shared/dom/rich-text.js';

/** Draws a safe rich-text tree as React elements: text stays text, links keep validated hrefs only. */
export function RichText({ nodes }: { nodes: RichNode[] }): ReactNode {
  return nodes.map((node, index) => {
    if (node.type === 'text') return createElement(Fragment, { key: index }, node.text);
    const children = node.children.length ? <RichText nodes={node.children} /> : undefined;
    if (node.tag === 'a') {
      return (
        <a key={index} href={node.href} part="link">
          {children}
        </a>
      );
    }
    return createElement(node.tag, { key: index }, children);
  });
}
