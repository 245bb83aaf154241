import { BannerArt, ConsultButton } from '@/layouts/site/marketing-page-kit';
import { PageBanner } from '@/layouts/site/marketing-page-frame';

/** SPEC §2 finance training class (/ghy): the title, with the site's navigation and footer. */
export default function GhyPage() {
  return (
    <div className="ghy-page">
      <PageBanner
        eyebrow="人才培训"
        title="区块链金融科技人才培训班"
        text="面向银行、证券、保险与供应链金融从业者的区块链应用研修班，课程安排与招生简章即将发布。"
        aside={<BannerArt />}
      >
        <ConsultButton label="预约报名咨询" title="培训报名咨询" application="金融科技人才培训班咨询" />
      </PageBanner>
    </div>
  );
}
