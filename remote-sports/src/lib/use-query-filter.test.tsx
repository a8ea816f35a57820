import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderSports } from '../testing/sports-testing.tsx';
import { queryFilterValue, useQueryFilter, withQueryFilter, type QueryFilter } from './use-query-filter.ts';

const COLOURS = ['any', 'red', 'blue'] as const;
type Colour = (typeof COLOURS)[number];
const COLOUR_FILTER: QueryFilter<Colour> = { name: 'colour', allowed: COLOURS, defaultValue: 'any' };
const CODE_FILTER: QueryFilter<string> = { name: 'code', allowed: (asked): asked is string => /^\d+$/.test(asked), defaultValue: '' };

const params = (search: string) => new URLSearchParams(search);

describe('a filter read from the address', () => {
  it('takes a value it allows, from the list or the test', () => {
    expect(queryFilterValue(params('?colour=blue'), COLOUR_FILTER)).toBe('blue');
    expect(queryFilterValue(params('?code=42'), CODE_FILTER)).toBe('42');
  });

  it.each(['', '?colour=', '?colour=green', '?colour=RED', '?colour=%3Cb%3E&colour=red'])(
    'reads the default for an address asking nothing or nothing it allows (%s)',
    (search) => {
      expect(queryFilterValue(params(search), COLOUR_FILTER)).toBe('any');
    },
  );

  it('reads the default for a value its test refuses', () => {
    expect(queryFilterValue(params('?code=4x2'), CODE_FILTER)).toBe('');
  });
});

describe('a filter written into the address', () => {
  it('sets the value and keeps the other parameters', () => {
    expect(withQueryFilter(params('?page=2&colour=red'), COLOUR_FILTER, 'blue').toString()).toBe('page=2&colour=blue');
  });

  it('leaves the address for the default, whatever was there', () => {
    expect(withQueryFilter(params('?page=2&colour=red'), COLOUR_FILTER, 'any').toString()).toBe('page=2');
    expect(withQueryFilter(params('?colour=green'), COLOUR_FILTER, 'any').toString()).toBe('');
  });

  it('does not change the parameters it was given', () => {
    const given = params('?colour=red');
    withQueryFilter(given, COLOUR_FILTER, 'blue');
    expect(given.toString()).toBe('colour=red');
  });
});

function ColourPage() {
  const [colour, setColour] = useQueryFilter(COLOUR_FILTER);
  return (
    <>
      <output data-testid="colour">{colour}</output>
      {COLOURS.map((each) => (
        <button key={each} type="button" onClick={() => setColour(each)}>
          {each}
        </button>
      ))}
    </>
  );
}

function Browser() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <Routes>
        <Route path="/" element={<Link to="/colours?page=2">Open</Link>} />
        <Route path="/colours" element={<ColourPage />} />
      </Routes>
      <output data-testid="address">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Browser back
      </button>
    </>
  );
}

describe('a page’s filter in its address', () => {
  it('shows what the address asks, writes each choice in place of the last, and Back leaves the page', async () => {
    await renderSports(<Browser />);
    await userEvent.click(screen.getByRole('link', { name: 'Open' }));
    const address = screen.getByTestId('address');
    expect(screen.getByTestId('colour')).toHaveTextContent('any');

    await userEvent.click(screen.getByRole('button', { name: 'red' }));
    await userEvent.click(screen.getByRole('button', { name: 'blue' }));
    expect(address).toHaveTextContent(/^\/colours\?page=2&colour=blue$/);
    expect(screen.getByTestId('colour')).toHaveTextContent('blue');

    await userEvent.click(screen.getByRole('button', { name: 'any' }));
    expect(address).toHaveTextContent(/^\/colours\?page=2$/);

    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(address).toHaveTextContent(/^\/$/);
  });

  it('shows the value a reload or a shared link asks', async () => {
    await renderSports(<ColourPage />, { route: '/colours?colour=red' });
    expect(screen.getByTestId('colour')).toHaveTextContent('red');
  });
});
