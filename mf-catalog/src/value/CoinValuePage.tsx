import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  cardPanelCss,
  ListState,
  RemotePage,
  serverMessage,
  Skeleton,
  StateMessage,
  theme,
  VisuallyHidden,
  type PageLoader,
} from '@sweepscout/kit';
import {
  casinoPath,
  COIN_VALUE_MAX_CASINOS,
  COIN_VALUE_PICKER_SIZE,
  formatCostPerSc,
  formatGc,
  formatSc,
  formatUsd,
  MAX_SPEND_USD,
  type CoinValueResult,
} from '@sweepscout/shared';
import { useGetCoinValueQuery, useGetValueCasinosQuery, valueApi } from './valueApi';
import { NoCasinoInState, useChosenState } from '../common/NoCasinoInState';
import { fieldControlCss, PageBody } from '../common/layout';

export const COIN_VALUE_PATH = '/tools/coin-value';
export const CALCULATOR_START =
  'Pick up to 6 casinos below (or type their names) and an amount, then Calculate: each casino’s best purchases show here.';
/** The picker's checkboxes: the best rated casinos with coin packages. */
const PICKER_ARGS = { page: 1, pageSize: COIN_VALUE_PICKER_SIZE, sort: 'rating' } as const;
const CALCULATOR_FORM_ID = 'coin-value-form';
export const CALCULATOR_ERROR = 'The calculator could not be loaded. Please try again later.';
const CASINOS_ERROR = 'The casinos could not be loaded. Please try again later.';

const c = theme.colors;

const Form = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${theme.space(4)};
  padding: ${theme.space(6)};
  button {
    margin-top: 1.75rem;
  }
`;

const Picker = styled(Card)`
  padding: ${theme.space(6)};
  fieldset {
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: ${theme.space(3)};
    padding: 0;
    font-weight: 700;
    font-size: 1.1rem;
  }
`;

const Choices = styled.div`
  display: grid;
  gap: ${theme.space(1)} ${theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  label {
    display: flex;
    gap: ${theme.space(2)};
    align-items: center;
    padding: 4px 0;
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${c.primary};
  }
`;

/** A bold label above its text input. */
const InputField = styled.div`
  display: grid;
  gap: ${theme.space(1)};
  label {
    font-weight: 700;
  }
  input {
    ${fieldControlCss}
  }
`;

const Other = styled(InputField)`
  max-width: 640px;
  margin-top: ${theme.space(4)};
`;

const Spend = styled(InputField)`
  max-width: 320px;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${c.textMuted};
`;

const Results = styled(Card)`
  ${cardPanelCss('1.25rem', 3)}
  overflow-x: auto;
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${theme.space(2)} ${theme.space(3)};
    border-bottom: 1px solid ${c.border};
    text-align: left;
    vertical-align: top;
  }
  ul {
    margin: 0;
    padding-left: 1.1em;
  }
`;

/** The casinos of the URL: ?casinos=a,b or ?casinos=a&casinos=b (what the form sends). */
export function chosenCasinos(params: URLSearchParams): string[] {
  return [
    ...new Set(
      params
        .getAll('casinos')
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
}

/** The casinos the visitor typed (?more=Crown Coins Casino, lucky-lantern-sweeps), as typed. */
export function typedCasinos(params: URLSearchParams): string[] {
  return [
    ...new Set(
      params
        .getAll('more')
        .flatMap((v) => v.split(','))
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
}

/** The API query of a URL, or null before the visitor has asked for anything. */
function calculatorArgs(params: URLSearchParams) {
  if (!params.has('casinos') && !params.has('more') && !params.has('spend')) return null;
  return {
    casinos: chosenCasinos(params).join(','),
    more: typedCasinos(params).join(', '),
    spend: params.get('spend') ?? '',
  };
}

/**
 * What the "Other casinos" field starts with: what was typed, and the link's casinos that are not
 * among the checkboxes (so that calculating again keeps them).
 */
export function otherCasinosText(params: URLSearchParams, offered: readonly string[]): string {
  const unlisted = chosenCasinos(params).filter((slug) => !offered.includes(slug));
  return [...unlisted, ...typedCasinos(params)].join(', ');
}

/** The first view: the casinos to pick from and, for a shared link, its result. */
export const loader: PageLoader = ({ searchParams, dispatch }) => {
  void dispatch(valueApi.endpoints.getValueCasinos.initiate(PICKER_ARGS));
  const args = calculatorArgs(searchParams);
  if (args) void dispatch(valueApi.endpoints.getCoinValue.initiate(args));
};

function ResultTable({ result }: { result: CoinValueResult }) {
  return (
    <table>
      <caption>
        <VisuallyHidden>What {formatUsd(result.spendUsd)} buys at each casino</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">Casino</th>
          <th scope="col">What to buy</th>
          <th scope="col">You get</th>
          <th scope="col">You spend</th>
          <th scope="col">Effective cost</th>
        </tr>
      </thead>
      <tbody>
        {result.rows.map((row) => (
          <tr key={row.slug} data-result={row.slug}>
            <th scope="row">
              <Link to={casinoPath(row.slug)}>{row.name}</Link>
            </th>
            <td>
              {row.plan.purchases.length ? (
                <ul>
                  {row.plan.purchases.map(({ count, package: pkg }, i) => (
                    <li key={i}>
                      {count} × {formatUsd(pkg.priceUsd)} package
                      {pkg.firstPurchase ? ' (first purchase)' : ''}
                    </li>
                  ))}
                </ul>
              ) : (
                'No package fits this amount'
              )}
            </td>
            <td>
              {formatSc(row.plan.sweepsCoins)} and {formatGc(row.plan.goldCoins)}
            </td>
            <td>{formatUsd(row.plan.spentUsd)}</td>
            <td data-cost="">
              {formatCostPerSc(row.plan.costPerSc)}
              {row.standardCostPerSc !== null && (
                <Hint>Standard rate {formatCostPerSc(row.standardCostPerSc)}</Hint>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /tools/coin-value: what an amount buys at each chosen casino, and the cost per SC. */
export default function CoinValuePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const chosen = chosenCasinos(params);
  const args = calculatorArgs(params);
  const casinos = useGetValueCasinosQuery(PICKER_ARGS);
  const chosenState = useChosenState(casinos.data?.items.length === 0);
  const result = useGetCoinValueQuery(args ?? { casinos: '', more: '', spend: '' }, {
    skip: !args,
  });

  // With script the form changes the URL (shareable as without script) and nothing reloads.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // casinos=a,b&spend=20: slugs need no escaping, and the comma stays readable in a shared link.
    const picked = data.getAll('casinos').map((slug) => encodeURIComponent(String(slug)));
    const spend = encodeURIComponent(String(data.get('spend') ?? ''));
    const more = String(data.get('more') ?? '').trim();
    const query = [
      picked.length ? `casinos=${picked.join(',')}` : '',
      more ? `more=${encodeURIComponent(more)}` : '',
      `spend=${spend}`,
    ]
      .filter(Boolean)
      .join('&');
    navigate(`${COIN_VALUE_PATH}?${query}`);
  };

  return (
    <RemotePage
      remote="catalog"
      page="coin-value"
      title="Coin Package Calculator"
      subtitle="See how many Sweeps Coins an amount buys at each casino, and what each SC costs."
    >
      <PageBody>
        {/*
            Keyed by the link, so that its fields start again from each new link; the picker's key
            differs, as two siblings with one key leave the older copy on screen.
          */}
        <Form
          as="form"
          id={CALCULATOR_FORM_ID}
          method="get"
          action={COIN_VALUE_PATH}
          aria-labelledby="calculator-form-title"
          onSubmit={onSubmit}
          key={`form:${params.toString()}`}
        >
          <VisuallyHidden as="h2" id="calculator-form-title">
            Calculator
          </VisuallyHidden>
          <Spend>
            <label htmlFor="calculator-spend">Amount to spend (US dollars)</label>
            <input
              id="calculator-spend"
              name="spend"
              type="number"
              inputMode="decimal"
              min={1}
              max={MAX_SPEND_USD}
              step={0.01}
              defaultValue={params.get('spend') ?? '20'}
              aria-describedby="calculator-spend-hint"
            />
            <Hint id="calculator-spend-hint">From $1 to ${MAX_SPEND_USD}, in one day.</Hint>
          </Spend>
          <Button type="submit">Calculate</Button>
        </Form>
        <Results as="section" aria-labelledby="calculator-results-title" aria-live="polite">
          <h2 id="calculator-results-title">Results</h2>
          {!args ? (
            <StateMessage $tone="empty">{CALCULATOR_START}</StateMessage>
          ) : result.isError ? (
            <StateMessage $tone="error" role="alert" data-calculator-error="">
              {serverMessage(result.error, CALCULATOR_ERROR)}
            </StateMessage>
          ) : result.currentData ? (
            <>
              <p>
                With {formatUsd(result.currentData.spendUsd)}, buying the packages that give the
                most SC (a first-purchase offer at most once):
              </p>
              {result.currentData.rows.length > 0 && <ResultTable result={result.currentData} />}
              {result.currentData.missing.length > 0 && (
                <StateMessage $tone="empty">
                  Not found or without coin packages: {result.currentData.missing.join(', ')}.
                </StateMessage>
              )}
              <Hint>
                Packages as listed by each casino; prices and SC amounts change, check the casino
                before you buy. Sweeps Coins cannot be bought: they come free with Gold Coins.
              </Hint>
            </>
          ) : (
            <Skeleton $height="8rem" $width="100%" />
          )}
        </Results>
        {/*
            Last above the footer, so that nothing on screen moves when the list arrives; its
            checkboxes belong to the form above (form attribute), as the compare page's sort.
          */}
        <Picker key={`picker:${params.toString()}`}>
          <fieldset>
            <legend>Casinos to compare (up to {COIN_VALUE_MAX_CASINOS})</legend>
            {casinos.isError ? (
              <ListState kind="error">{CASINOS_ERROR}</ListState>
            ) : casinos.data ? (
              casinos.data.items.length ? (
                <Choices>
                  {casinos.data.items.map((casino) => (
                    <label key={casino.slug}>
                      <input
                        type="checkbox"
                        name="casinos"
                        form={CALCULATOR_FORM_ID}
                        value={casino.slug}
                        defaultChecked={chosen.includes(casino.slug)}
                      />
                      {casino.name}
                    </label>
                  ))}
                </Choices>
              ) : chosenState ? (
                <NoCasinoInState state={chosenState} />
              ) : (
                <StateMessage $tone="empty">No casino lists its coin packages yet.</StateMessage>
              )
            ) : (
              <Skeleton $height="12rem" $width="100%" />
            )}
            {(casinos.data || casinos.isError) && (
              <Other>
                <label htmlFor="calculator-more">Other casinos</label>
                <input
                  id="calculator-more"
                  name="more"
                  type="text"
                  form={CALCULATOR_FORM_ID}
                  maxLength={COIN_VALUE_MAX_CASINOS * 121}
                  autoComplete="off"
                  defaultValue={otherCasinosText(
                    params,
                    (casinos.data?.items ?? []).map((casino) => casino.slug),
                  )}
                  aria-describedby="calculator-more-hint"
                />
                <Hint id="calculator-more-hint">
                  Names or link names, separated by commas (for example: Crown Coins Casino,
                  lucky-lantern-sweeps). Above: the {COIN_VALUE_PICKER_SIZE} best rated.
                </Hint>
              </Other>
            )}
          </fieldset>
        </Picker>
      </PageBody>
    </RemotePage>
  );
}
