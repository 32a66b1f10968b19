// The production diary (DECISIONS D14): the workshop's progress photos by post, newest first, with their words and
// dates; the production and delivery notes; and the dates promised at placing beside what happened.
import { orderDate } from '../../lib/order-dates.ts';
import { Clock } from '../../ui/icons/clock.ts';
import { Image as ImageIcon } from '../../ui/icons/image.ts';
import { diaryPosts, milestones, type PreorderDisplay } from './preorder-display.ts';
import { ProgressPhoto } from './progress-photo.tsx';

const SECTION_TITLE = 'font-sans text-xs font-semibold uppercase tracking-[0.16em] text-muted';

function Note({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-xl border-l-4 border-gold bg-sand/50 px-4 py-3">
      <h4 className="text-xs font-semibold uppercase tracking-[0.14em] text-madder">{title}</h4>
      <p className="mt-1 whitespace-pre-line text-sm leading-relaxed">{text}</p>
    </div>
  );
}

function Milestones({ preorder }: { preorder: PreorderDisplay }) {
  return (
    <div>
      <h4 className={`${SECTION_TITLE} flex items-center gap-2`}>
        <Clock className="h-4 w-4 text-gold" aria-hidden />
        Timeline
      </h4>
      <table className="mt-3 w-full text-left text-sm">
        <thead>
          <tr className="text-xs text-muted">
            <th scope="col" className="py-2 pr-3 font-medium">
              Milestone
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Estimated
            </th>
            <th scope="col" className="py-2 font-medium">
              Actual
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-linen border-t border-linen">
          {milestones(preorder).map((row) => (
            <tr key={row.label}>
              <th scope="row" className="py-2.5 pr-3 font-medium">
                {row.label}
              </th>
              <td className="py-2.5 pr-3 text-muted">{orderDate(row.estimated)}</td>
              <td className="py-2.5">{row.actual ? orderDate(row.actual) : <span className="text-muted">—</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ProductionDiary({ preorder, onReload }: { preorder: PreorderDisplay; onReload: () => void }) {
  const posts = diaryPosts(preorder.productImages);
  const { production, delivery } = preorder.notes;
  return (
    <section aria-labelledby="diary-heading" className="rounded-2xl border border-linen bg-white p-5 shadow-sm sm:p-8">
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-madder">Made by hand, for you</p>
      <h3 id="diary-heading" className="mt-1 text-2xl">
        Production diary
      </h3>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_320px]">
        <div>
          {posts.length === 0 ? (
            <div className="flex flex-col items-center rounded-xl border border-dashed border-linen px-6 py-10 text-center">
              <ImageIcon className="h-8 w-8 text-gold" aria-hidden />
              <p className="mt-3 text-sm">No photos yet.</p>
              <p className="mt-1 max-w-sm text-xs leading-relaxed text-muted">
                When our artisans start on your piece, we post photos of it here and email you.
              </p>
            </div>
          ) : (
            <ol className="space-y-8" aria-label="Progress photos" data-testid="diary-posts">
              {posts.map((post) => (
                <li key={`${post.uploadedAt}-${post.photos[0]!._id}`} className="relative border-l-2 border-linen pl-5">
                  <span aria-hidden className="absolute -left-[7px] top-1 h-3 w-3 rounded-full bg-gold" />
                  <p className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">
                    <time dateTime={post.uploadedAt}>{orderDate(post.uploadedAt)}</time>
                  </p>
                  {post.description && <p className="mt-1 text-sm leading-relaxed">{post.description}</p>}
                  <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
                    {post.photos.map((photo, i) => (
                      <li key={photo._id}>
                        <ProgressPhoto
                          photo={photo}
                          position={`photo ${i + 1} of ${post.photos.length} from ${orderDate(post.uploadedAt)}`}
                          onExpired={onReload}
                        />
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )}
        </div>
        <div className="space-y-4 lg:border-l lg:border-linen lg:pl-8">
          {production && <Note title="From the workshop" text={production} />}
          {delivery && <Note title="Delivery" text={delivery} />}
          <Milestones preorder={preorder} />
        </div>
      </div>
    </section>
  );
}
