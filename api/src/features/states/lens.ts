import type { Request } from 'express';
import { visitorStateOf } from '../../http/visitorState';
import type { PublicView } from '../../readModel/publicView';
import type { StateLens } from './projection';

/** The visitor's chosen state as a lens on the view (null: all states). */
export const stateLensOf = (req: Request, view: PublicView): StateLens | null =>
  view.states.lens(visitorStateOf(req).code);
