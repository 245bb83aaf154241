import { TRAINING_TRACKS } from '@/content/training';
import { TRAINING_ROTATION_MS, useRotation } from '@/lib/use-rotation';
import { useCareMode } from '@/stores/care-mode';
import { PageBanner } from '@/layouts/site/marketing-page-frame';
import './talent-train-page.css';

/**
 * /talentTrain (SPEC §2): three tracks; the tab rotates every second unless the reader is on the tabs or the content
 * (pointer, keyboard focus, touch) or prefers reduced motion (DECISIONS D14).
 */
export default function TalentTrainPage() {
  const careMode = useCareMode();
  const { active, select, pauseProps, tablistProps } = useRotation(TRAINING_TRACKS.length, TRAINING_ROTATION_MS, {
    paused: careMode,
  });
  const track = TRAINING_TRACKS[active];

  return (
    <div className="train">
      <PageBanner
        size="fit"
        paint="train__banner"
        eyebrow="星桥链数 · 区块链人才培训"
        title="人才培训"
        text="面向开发、金融与产品三类岗位的区块链实战课程，由一线架构师与行业专家授课，理论讲解与项目实训相结合。"
        aside={
          <svg className="train__art" width="340" height="240" viewBox="0 0 340 240" aria-hidden="true">
            <rect
              x="40"
              y="40"
              width="220"
              height="150"
              rx="12"
              fill="rgba(255,255,255,0.12)"
              stroke="rgba(255,255,255,0.5)"
              strokeWidth="2"
            />
            <rect x="60" y="62" width="120" height="10" rx="5" fill="#8cc3ff" />
            <rect x="60" y="86" width="170" height="8" rx="4" fill="rgba(255,255,255,0.5)" />
            <rect x="60" y="104" width="150" height="8" rx="4" fill="rgba(255,255,255,0.5)" />
            <rect x="60" y="122" width="160" height="8" rx="4" fill="rgba(255,255,255,0.5)" />
            <path d="M60 160 h60 M130 160 h40" stroke="#ffd666" strokeWidth="6" strokeLinecap="round" />
            <circle cx="280" cy="150" r="42" fill="rgba(140,195,255,0.25)" stroke="#8cc3ff" strokeWidth="2" />
            <path
              d="M262 150 l12 12 24 -26"
              stroke="#fff"
              strokeWidth="6"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <path d="M150 200 l-30 30 h60 z" fill="rgba(255,255,255,0.25)" />
          </svg>
        }
      >
        <ul className="train__facts">
          <li>
            <strong>3</strong>条培养路径
          </li>
          <li>
            <strong>24</strong>个课程模块
          </li>
          <li>
            <strong>9</strong>位授课讲师
          </li>
        </ul>
      </PageBanner>

      <section className="train__body" aria-label="培训方向" {...pauseProps}>
        <div className="train__tabs" role="tablist" aria-label="培训方向" {...tablistProps}>
          {TRAINING_TRACKS.map((item, index) => (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={`train-tab-${item.id}`}
              aria-controls={`train-panel-${item.id}`}
              aria-selected={index === active}
              tabIndex={index === active ? 0 : -1}
              className={`train__tab${index === active ? ' is-active' : ''}`}
              onClick={() => select(index)}
            >
              <span className="train__tab-no">0{item.id}</span>
              <span className="train__tab-text">{item.title}</span>
            </button>
          ))}
        </div>

        <div
          className="train__panel"
          role="tabpanel"
          id={`train-panel-${track.id}`}
          aria-labelledby={`train-tab-${track.id}`}
        >
          <h2 className="train__panel-title">{track.title}</h2>
          <p className="train__summary">{track.summary}</p>

          <div className="train__cards">
            <div className="train__card">
              <h3>培训对象</h3>
              <ul>
                {track.audience.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
            <div className="train__card">
              <h3>培训目标</h3>
              <ul>
                {track.goals.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          </div>

          <h3 className="train__section-title">课程安排</h3>
          <div className="train__table-wrap">
            <table className="train__table" aria-label={`${track.title}课程安排`}>
              <thead>
                <tr>
                  <th scope="col">课程模块</th>
                  <th scope="col">主要内容</th>
                  <th scope="col">学习目标</th>
                  <th scope="col">课时</th>
                </tr>
              </thead>
              <tbody>
                {track.courses.map((course) => (
                  <tr key={course.module}>
                    <th scope="row" data-label="课程模块">
                      {course.module}
                    </th>
                    <td data-label="主要内容">{course.content}</td>
                    <td data-label="学习目标">{course.objective}</td>
                    <td data-label="课时" className="train__hours">
                      {course.hours}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <h3 className="train__section-title">讲师介绍</h3>
          <div className="train__table-wrap">
            <table className="train__table train__table--lecturers" aria-label={`${track.title}讲师介绍`}>
              <thead>
                <tr>
                  <th scope="col">讲师</th>
                  <th scope="col">简介</th>
                </tr>
              </thead>
              <tbody>
                {track.lecturers.map((lecturer) => (
                  <tr key={lecturer.name}>
                    <th scope="row" data-label="讲师">
                      <span className="train__avatar" aria-hidden="true">
                        {lecturer.name.slice(0, 1)}
                      </span>
                      {lecturer.name}
                    </th>
                    <td data-label="简介">{lecturer.bio}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>
    </div>
  );
}
