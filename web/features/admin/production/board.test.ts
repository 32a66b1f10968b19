// The Production board's rules: columns in the workshop's order with the oldest due on top, what a drop means on the
// card's route, whom the holder select offers, and the filters in the address and in the API's query.
import { describe, expect, it } from 'vitest';
import { jobListQuerySchema, type ArtisanView, type JobView } from '../../../../domain/schemas/workshop.ts';
import { routeOf } from '../../../../domain/workshop.ts';
import { assignChoices, boardColumns, moveKind, nextStageOf, stagesAhead } from './board.ts';
import { boardQueryString, hasBoardFilters, readBoardQuery } from './board-query.ts';

function job(over: Partial<JobView> = {}): JobView {
  return {
    id: 'j1',
    number: 'J-1001',
    stage: 'cutting',
    route: routeOf([]),
    cancelled: false,
    dueDate: '2026-12-01',
    overdue: false,
    quantity: 1,
    product: { prodId: 'WMN-001', name: 'Ajrak kurta', image: null },
    size: 'M',
    color: 'Indigo',
    preorderId: null,
    holder: null,
    holders: [],
    notes: '',
    productionNotes: '',
    photos: [],
    history: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}

function artisan(over: Partial<ArtisanView> = {}): ArtisanView {
  return {
    id: 'a1',
    name: 'Nasreen Bibi',
    phone: '03001234567',
    skills: ['embroidery'],
    payType: 'piece',
    active: true,
    notes: '',
    user: null,
    openJobs: 0,
    overdueJobs: 0,
    ...over,
  };
}

describe('the board columns', () => {
  it('are every stage in order, Ready last, each with the server’s count and its cards oldest due first', () => {
    const jobs = [
      job({ id: 'late', number: 'J-1002', dueDate: '2026-11-20', stage: 'stitching' }),
      job({ id: 'soon', number: 'J-1010', dueDate: '2026-11-25', stage: 'stitching' }),
      job({ id: 'same-day', number: 'J-1009', dueDate: '2026-11-25', stage: 'stitching' }),
      job({ id: 'cut', stage: 'cutting' }),
    ];
    const columns = boardColumns([jobs[1]!, jobs[3]!, jobs[2]!, jobs[0]!], { stitching: 7, cutting: 1 });
    expect(columns.map((c) => c.stage)).toEqual([
      'cutting',
      'printing',
      'embroidery',
      'stitching',
      'finishing',
      'quality',
      'ready',
    ]);
    const stitching = columns.find((c) => c.stage === 'stitching')!;
    expect(stitching.count).toBe(7);
    expect(stitching.label).toBe('Stitching');
    expect(stitching.jobs.map((j) => j.id)).toEqual(['late', 'same-day', 'soon']);
    // A stage the server did not count shows the cards it has.
    expect(columns.find((c) => c.stage === 'ready')!.count).toBe(0);
  });

  it('narrow to the chosen stage', () => {
    expect(boardColumns([job()], {}, 'quality').map((c) => c.stage)).toEqual(['quality']);
  });
});

describe('a move between columns', () => {
  const plain = job({ stage: 'stitching', route: routeOf(['embroidery']) });

  it('is forward to any later stage on the route, back to an earlier one, and impossible to a skipped one', () => {
    expect(moveKind(plain, 'finishing')).toBe('forward');
    expect(moveKind(plain, 'ready')).toBe('forward');
    expect(moveKind(plain, 'cutting')).toBe('back');
    expect(moveKind(plain, 'stitching')).toBe('same');
    expect(moveKind(plain, 'embroidery')).toBe('off-route');
  });

  it('sends the card’s button to the next stage on its route, and nowhere once ready or cancelled', () => {
    expect(nextStageOf(job({ stage: 'printing', route: routeOf(['embroidery']) }))).toBe('stitching');
    expect(nextStageOf(job({ stage: 'ready' }))).toBeNull();
    expect(nextStageOf(job({ cancelled: true }))).toBeNull();
  });

  it('leaves the stages still to come for assigning ahead, Ready aside', () => {
    expect(stagesAhead(job({ stage: 'finishing' }))).toEqual(['finishing', 'quality']);
    expect(stagesAhead(job({ stage: 'ready' }))).toEqual([]);
  });
});

describe('the holder select', () => {
  it('offers the skilled first, then the others marked, each group by name; inactive only when holding it', () => {
    const choices = assignChoices(
      [
        artisan({ id: 'z', name: 'Zainab', skills: ['embroidery'] }),
        artisan({ id: 'b', name: 'Bilal', skills: ['cutting'] }),
        artisan({ id: 'a', name: 'Amina', skills: ['embroidery', 'finishing'] }),
        artisan({ id: 'gone', name: 'Gul', skills: ['embroidery'], active: false }),
        artisan({ id: 'held', name: 'Hina', skills: [], active: false }),
      ],
      'embroidery',
      'held',
    );
    expect(choices).toEqual([
      { id: 'a', label: 'Amina', skilled: true },
      { id: 'z', label: 'Zainab', skilled: true },
      { id: 'b', label: 'Bilal (no embroidery skill)', skilled: false },
      { id: 'held', label: 'Hina (no embroidery skill, inactive)', skilled: false },
    ]);
  });
});

describe('the board filters', () => {
  it('read the address leniently and make a query the API accepts', () => {
    const id = '0b7f3c1e-2a4d-4e5f-8a9b-1c2d3e4f5a6b';
    const query = readBoardQuery(
      new URLSearchParams({
        artisan: id,
        stage: 'quality',
        overdue: '1',
        week: 'yes',
        preorder: ' PRE-77 ',
        stock: '1',
      }),
    );
    expect(query).toEqual({
      artisanId: id,
      stage: 'quality',
      overdue: '1',
      dueThisWeek: '',
      preorderId: 'PRE-77',
      forStock: '1',
      page: 1,
    });
    const sent = Object.fromEntries(new URLSearchParams(boardQueryString(query)));
    expect(sent).toEqual({
      page: '1',
      limit: '200',
      artisanId: id,
      stage: 'quality',
      overdue: 'true',
      preorderId: 'PRE-77',
      forStock: 'true',
    });
    expect(jobListQuerySchema.safeParse(sent).success).toBe(true);
  });

  it('drop a malformed artisan or stage, and send no empty filter', () => {
    const query = readBoardQuery(new URLSearchParams({ artisan: 'nope', stage: 'weaving', page: '3' }));
    expect(hasBoardFilters(query)).toBe(false);
    expect(boardQueryString(query)).toBe('page=3&limit=200');
  });
});
