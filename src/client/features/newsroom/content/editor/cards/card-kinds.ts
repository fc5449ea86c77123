import type { Editor } from '@tiptap/react';
import { NodeSelection } from '@tiptap/pm/state';
import { Film, Images, Map as MapIcon, MessageSquareQuote, type LucideIcon } from 'lucide-react';

/** The story's cards: what the editor calls each, as buttons and labels say it. */
export type CardType = 'video' | 'map' | 'socialPost' | 'gallery';

export const CARD_KINDS: Record<CardType, { noun: string; icon: LucideIcon }> = {
  video: { noun: 'Video', icon: Film },
  map: { noun: 'Map', icon: MapIcon },
  socialPost: { noun: 'Social post', icon: MessageSquareQuote },
  gallery: { noun: 'Gallery', icon: Images },
};

export const isCardType = (name: string): name is CardType => name in CARD_KINDS;

/**
 * Moves the block at `pos` one place up or down among its siblings and keeps it selected, as a
 * writer would by cutting and pasting. False when it is already first or last.
 */
export function moveBlock(editor: Editor, pos: number, direction: -1 | 1): boolean {
  const { state } = editor;
  const node = state.doc.nodeAt(pos);
  if (!node) return false;
  const $pos = state.doc.resolve(pos);
  const target = $pos.index() + direction;
  if (target < 0 || target >= $pos.parent.childCount) return false;
  const sibling = $pos.parent.child(target);
  const tr = state.tr;
  let moved: number;
  if (direction < 0) {
    moved = pos - sibling.nodeSize;
    tr.delete(pos, pos + node.nodeSize).insert(moved, node);
  } else {
    moved = pos + sibling.nodeSize;
    tr.insert(pos + node.nodeSize + sibling.nodeSize, node).delete(pos, pos + node.nodeSize);
  }
  tr.setSelection(NodeSelection.create(tr.doc, moved)).scrollIntoView();
  editor.view.dispatch(tr);
  return true;
}

/** Alt+Up and Alt+Down move the selected card, for writers who do not drag. */
export function moveSelectedCard(editor: Editor, type: string, direction: -1 | 1): boolean {
  const { selection } = editor.state;
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== type) return false;
  return moveBlock(editor, selection.from, direction);
}
