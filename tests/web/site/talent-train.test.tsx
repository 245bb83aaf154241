import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TRAINING_TRACKS } from '@/content/training';
import { TRAINING_ROTATION_MS } from '@/lib/use-rotation';
import TalentTrainPage from '@/pages/site/talent-train/talent-train-page';
import { renderSitePage } from '../support/render-site-page';
import { advance, selectedTab, withReducedMotion } from '../support/rotation';

const TITLES = ['区块链应用开发工程师', '区块链金融行业工程师', '区块链产业产品经理'];

describe('/talentTrain', () => {
  it('rotates the tab every 1000 ms: 1 → 2 → 3 → 1', () => {
    expect(TRAINING_ROTATION_MS).toBe(1000);
    vi.useFakeTimers();
    renderSitePage(<TalentTrainPage />, '/talentTrain');
    expect(selectedTab()).toContain(TITLES[0]);
    expect(screen.getByRole('heading', { level: 2, name: TITLES[0] })).toBeInTheDocument();

    advance(999);
    expect(selectedTab()).toContain(TITLES[0]);
    advance(1);
    expect(selectedTab()).toContain(TITLES[1]);
    expect(screen.getByRole('heading', { level: 2, name: TITLES[1] })).toBeInTheDocument();
    advance(1000);
    expect(selectedTab()).toContain(TITLES[2]);
    advance(1000);
    expect(selectedTab()).toContain(TITLES[0]);
  });

  it('pauses while the pointer is over the tab bar and resumes on leave', () => {
    vi.useFakeTimers();
    renderSitePage(<TalentTrainPage />, '/talentTrain');
    const tabBar = screen.getByRole('tablist', { name: '培训方向' });
    advance(400);
    fireEvent.mouseEnter(tabBar);
    advance(5000);
    expect(selectedTab()).toContain(TITLES[0]);
    fireEvent.mouseLeave(tabBar);
    advance(999);
    expect(selectedTab()).toContain(TITLES[0]);
    advance(1);
    expect(selectedTab()).toContain(TITLES[1]);
  });

  it('pauses while the pointer is over the content and resumes on leave', () => {
    vi.useFakeTimers();
    renderSitePage(<TalentTrainPage />, '/talentTrain');
    advance(1000);
    expect(selectedTab()).toContain(TITLES[1]);
    const panel = screen.getByRole('tabpanel');
    fireEvent.mouseEnter(panel);
    advance(10_000);
    expect(selectedTab()).toContain(TITLES[1]);
    fireEvent.mouseLeave(screen.getByRole('tabpanel'));
    advance(1000);
    expect(selectedTab()).toContain(TITLES[2]);
  });

  it('pauses while keyboard focus is inside the tabs or the content, and resumes when it leaves (D14)', () => {
    vi.useFakeTimers();
    renderSitePage(<TalentTrainPage />, '/talentTrain');
    const tab = screen.getByRole('tab', { selected: true });
    act(() => tab.focus());
    advance(5000);
    expect(selectedTab()).toContain(TITLES[0]);
    act(() => tab.blur());
    advance(1000);
    expect(selectedTab()).toContain(TITLES[1]);
  });

  it('stops once the reader touches the course table on a phone (D14)', () => {
    vi.useFakeTimers();
    renderSitePage(<TalentTrainPage />, '/talentTrain');
    fireEvent.touchStart(screen.getByRole('table', { name: `${TITLES[0]}课程安排` }));
    advance(10_000);
    expect(selectedTab()).toContain(TITLES[0]);
  });

  it('does not rotate at all with prefers-reduced-motion (D14)', () => {
    vi.useFakeTimers();
    withReducedMotion(() => {
      renderSitePage(<TalentTrainPage />, '/talentTrain');
      advance(10_000);
      expect(selectedTab()).toContain(TITLES[0]);
      fireEvent.click(screen.getByRole('tab', { name: new RegExp(TITLES[1]) }));
      advance(10_000);
      expect(selectedTab()).toContain(TITLES[1]);
    });
  });

  it('selects a clicked tab and gives it a full interval', () => {
    vi.useFakeTimers();
    renderSitePage(<TalentTrainPage />, '/talentTrain');
    advance(700);
    fireEvent.click(screen.getByRole('tab', { name: new RegExp(TITLES[2]) }));
    expect(selectedTab()).toContain(TITLES[2]);
    advance(999);
    expect(selectedTab()).toContain(TITLES[2]);
    advance(1);
    expect(selectedTab()).toContain(TITLES[0]);
  });

  it('shows audience, goals, the course table and the lecturer table of each track', () => {
    vi.useFakeTimers();
    renderSitePage(<TalentTrainPage />, '/talentTrain');
    for (const [index, track] of TRAINING_TRACKS.entries()) {
      fireEvent.click(screen.getByRole('tab', { name: new RegExp(TITLES[index]) }));
      const panel = screen.getByRole('tabpanel');
      expect(within(panel).getByRole('heading', { name: '培训对象' })).toBeInTheDocument();
      expect(within(panel).getByText(track.audience[0])).toBeInTheDocument();
      expect(within(panel).getByRole('heading', { name: '培训目标' })).toBeInTheDocument();
      expect(within(panel).getByText(track.goals[0])).toBeInTheDocument();

      const courses = within(panel).getByRole('table', { name: `${track.title}课程安排` });
      const headers = within(courses)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
      expect(headers).toEqual(['课程模块', '主要内容', '学习目标', '课时']);
      expect(within(courses).getAllByRole('row')).toHaveLength(track.courses.length + 1);
      for (const course of track.courses) {
        expect(course.hours).toBeGreaterThanOrEqual(0.5);
        expect(course.hours).toBeLessThanOrEqual(2);
        expect(within(courses).getByText(course.content)).toBeInTheDocument();
      }

      const lecturers = within(panel).getByRole('table', { name: `${track.title}讲师介绍` });
      expect(
        within(lecturers)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['讲师', '简介']);
      expect(within(lecturers).getByText(track.lecturers[0].bio)).toBeInTheDocument();
    }
  });
});
