import { useState } from 'react';
import styled from 'styled-components';
import type { z } from 'zod';
import {
  DEFAULT_GAME_TYPE,
  DEFAULT_RTP,
  DEFAULT_VOLATILITY,
  GAME_TYPES,
  gameInputSchema,
  VOLATILITIES,
  type Game,
  type GameInput,
} from '@sweepscout/shared';
import { Badge, Button, theme } from '@sweepscout/kit';
import { editorialCollection } from '../../editorial/collection';
import { CrudScreen } from '../../editorial/CrudScreen';
import { Field } from '../../components/Field';
import { Options } from '../../components/Options';
import { RecordDialog } from '../../components/RecordDialog';
import { BadgeList, FieldBox, FullRow, Hint } from '../../components/styles';
import { useRecordForm } from '../../components/useRecordForm';
import { CasinoSelect } from '../../forms/CasinoSelect';
import { ListController } from '../../forms/ListController';

type GameFormValues = z.input<typeof gameInputSchema>;
const GAMES = editorialCollection('games', 'manage_games', { title: 'Game', noun: 'game' });

const empty = (): GameFormValues => ({
  casinoId: '',
  name: '',
  type: DEFAULT_GAME_TYPE,
  description: '',
  previewImage: '',
  demoUrl: '',
  rtp: String(DEFAULT_RTP),
  volatility: DEFAULT_VOLATILITY,
  features: [],
});

const toFormValues = (game: Game): GameFormValues => ({
  casinoId: game.casinoId,
  name: game.name,
  type: game.type,
  description: game.description,
  previewImage: game.previewImage,
  demoUrl: game.demoUrl ?? '',
  rtp: String(game.rtp),
  volatility: game.volatility,
  features: game.features,
});

const FeatureRow = styled.div`
  display: flex;
  gap: ${theme.space(2)};
  input {
    flex: 1;
  }
`;

const FeatureItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
`;

/** Game features: a feature is added only when it is non-empty after trimming. */
function FeaturesField({
  value,
  onChange,
}: {
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const feature = draft.trim();
    if (!feature) return;
    onChange([...value, feature]);
    setDraft('');
  };
  return (
    <FullRow>
      <FieldBox>
        <label htmlFor="game-feature">Features</label>
        <FeatureRow>
          <input
            id="game-feature"
            type="text"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button type="button" $variant="secondary" onClick={add}>
            Add Feature
          </Button>
        </FeatureRow>
        {value.length ? (
          <BadgeList
            as="ul"
            aria-label="Features"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {value.map((feature, index) => (
              <FeatureItem key={`${feature}-${index}`}>
                <Badge $tone="primary">{feature}</Badge>
                <Button
                  type="button"
                  $variant="ghost"
                  $size="sm"
                  aria-label={`Remove feature ${feature}`}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  &times;
                </Button>
              </FeatureItem>
            ))}
          </BadgeList>
        ) : (
          <Hint>No features yet.</Hint>
        )}
      </FieldBox>
    </FullRow>
  );
}

function GameForm({ game, onClose }: { game?: Game; onClose: () => void }) {
  const { register, control, errors, editorial } = useRecordForm({
    schema: gameInputSchema,
    values: game ? toFormValues(game) : empty(),
    empty,
    collection: GAMES,
    record: game,
    // RTP is sent as text.
    toPayload: (values: GameInput) => ({
      ...values,
      rtp: String(values.rtp),
      demoUrl: values.demoUrl ?? null,
    }),
    onClose,
  });
  return (
    <RecordDialog
      onClose={onClose}
      description={game ? `Update ${game.name}.` : 'Add a demo game.'}
      {...editorial}
    >
      <CasinoSelect
        control={control}
        name="casinoId"
        error={errors.casinoId}
        currentName={game?.casinoName}
      />
      <Field label="Name" error={errors.name} required>
        <input type="text" {...register('name')} />
      </Field>
      <Field label="Type" error={errors.type} required>
        <select {...register('type')}>
          <Options values={GAME_TYPES} />
        </select>
      </Field>
      <Field label="RTP (%)" error={errors.rtp} required>
        <input type="number" min={50} max={100} step={0.1} {...register('rtp')} />
      </Field>
      <Field label="Volatility" error={errors.volatility} required>
        <select {...register('volatility')}>
          <Options values={VOLATILITIES} />
        </select>
      </Field>
      <Field label="Preview Image URL" error={errors.previewImage} required>
        <input type="text" {...register('previewImage')} />
      </Field>
      <Field label="Demo URL" error={errors.demoUrl} hint="Optional">
        <input type="url" {...register('demoUrl')} />
      </Field>
      <Field label="Description" error={errors.description} required full>
        <textarea {...register('description')} />
      </Field>
      <ListController
        control={control}
        name="features"
        render={(value, onChange) => <FeaturesField value={value} onChange={onChange} />}
      />
    </RecordDialog>
  );
}

/** /admin/games: Name, Type, Casino, RTP (%), Volatility, Actions. */
export function GamesScreen() {
  return (
    <CrudScreen<Game, 'games'>
      collection={GAMES}
      title="Manage Casino Games"
      noun="games"
      columns={[
        { header: 'Name', cell: (game) => game.name, sort: 'name' },
        { header: 'Type', cell: (game) => game.type, sort: 'type' },
        { header: 'Casino', cell: (game) => game.casinoName || 'Unknown Casino' },
        { header: 'RTP', cell: (game) => `${game.rtp}%`, sort: 'rtp' },
        { header: 'Volatility', cell: (game) => game.volatility, sort: 'volatility' },
      ]}
      label={(game) => game.name}
      renderForm={(game, onClose) => <GameForm game={game} onClose={onClose} />}
    />
  );
}
