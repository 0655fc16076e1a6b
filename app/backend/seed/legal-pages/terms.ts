import type { LocalizedDocument } from './types'

/** Terms of use of the website and membership (이용약관). The Korean text is the original and prevails. */
export const terms: LocalizedDocument = {
  effectiveDate: '2026-01-01',
  lead: {
    'ko-KR':
      '셀락티스 웹사이트와 회원 서비스를 이용해 주셔서 감사합니다. 이 약관은 서비스 이용에 관한 회사와 이용자의 권리와 의무를 정하고 있으니, 서비스를 이용하시기 전에 꼼꼼히 읽어 주시기 바랍니다.',
    'en-US':
      'Thank you for using the Cellactis website and member services. These terms set out the rights and obligations of the Company and its users in connection with the services; please read them carefully before using the services.',
    'zh-CN': '感谢您使用Cellactis网站及会员服务。本条款规定了公司与用户在服务使用方面的权利和义务，请在使用服务前仔细阅读。',
    'zh-TW': '感謝您使用Cellactis網站及會員服務。本條款訂定本公司與使用者在服務使用上的權利與義務，請於使用服務前詳細閱讀。',
    'ja-JP':
      'セルラクティスのウェブサイトおよび会員サービスをご利用いただきありがとうございます。本規約は、サービスの利用に関する当社と利用者の権利と義務を定めるものです。ご利用の前に必ずお読みください。',
  },
  sections: [
    {
      heading: {
        'ko-KR': '제1조 (목적)',
        'en-US': 'Article 1 (Purpose)',
        'zh-CN': '第1条（目的）',
        'zh-TW': '第1條（目的）',
        'ja-JP': '第1条（目的）',
      },
      paragraphs: [
        {
          'ko-KR':
            '이 약관은 주식회사 셀락티스(이하 ‘회사’)가 운영하는 웹사이트(이하 ‘사이트’)에서 제공하는 서비스의 이용과 관련하여 회사와 이용자의 권리, 의무 및 책임 사항, 그 밖에 필요한 사항을 규정함을 목적으로 합니다.',
          'en-US':
            'These terms govern the use of the services provided on the website operated by Cellactis Co., Ltd. (the “Company”) (the “Site”), and set out the rights, obligations and responsibilities of the Company and its users and other necessary matters.',
          'zh-CN':
            '本条款旨在规定用户使用Cellactis 株式会社（以下简称“公司”）所运营网站（以下简称“本网站”）提供的服务时，公司与用户之间的权利、义务、责任及其他必要事项。',
          'zh-TW':
            '本條款旨在規範使用者使用Cellactis 股份有限公司（以下簡稱「本公司」）所經營網站（以下簡稱「本網站」）提供之服務時，本公司與使用者間的權利、義務、責任及其他必要事項。',
          'ja-JP':
            '本規約は、株式会社セルラクティス（以下「当社」）が運営するウェブサイト（以下「本サイト」）で提供するサービスの利用に関し、当社と利用者の権利、義務および責任事項その他必要な事項を定めることを目的とします。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '제2조 (용어의 정의)',
        'en-US': 'Article 2 (Definitions)',
        'zh-CN': '第2条（术语定义）',
        'zh-TW': '第2條（用語定義）',
        'ja-JP': '第2条（用語の定義）',
      },
      paragraphs: [
        {
          'ko-KR': '이 약관에서 사용하는 용어의 뜻은 다음과 같습니다.',
          'en-US': 'In these terms, the following words have the meanings given below.',
          'zh-CN': '本条款所用术语的含义如下：',
          'zh-TW': '本條款所使用用語之定義如下：',
          'ja-JP': '本規約で使用する用語の意味は、次のとおりです。',
        },
      ],
      items: [
        {
          'ko-KR':
            '1. ‘서비스’란 회사가 사이트를 통하여 제공하는 회사·제품·연구 정보, 문의 접수, 약국 찾기, 회원 서비스(Q&A, 포인트, 원료 샘플 신청 등) 등 일체의 서비스를 말합니다.',
          'en-US':
            '1. “Services” means all services the Company provides through the Site, including information about the Company, its products and research, the inquiry form, the pharmacy finder and member services (Q&A, points, raw material sample requests and the like).',
          'zh-CN':
            '1.“服务”是指公司通过本网站提供的全部服务，包括公司、产品及研究信息，咨询受理，药店查找，以及会员服务（问答、积分、原料样品申请等）。',
          'zh-TW':
            '1.「服務」係指本公司透過本網站提供之一切服務，包括公司、產品及研究資訊，諮詢受理，藥局查找，以及會員服務（問答、點數、原料樣品申請等）。',
          'ja-JP':
            '1.「サービス」とは、当社が本サイトを通じて提供する会社・製品・研究に関する情報、お問い合わせの受付、薬局検索、会員サービス（Q&A、ポイント、原料サンプル申請など）その他一切のサービスをいいます。',
        },
        {
          'ko-KR': '2. ‘이용자’란 사이트에 접속하여 이 약관에 따라 서비스를 이용하는 회원과 비회원을 말합니다.',
          'en-US': '2. “User” means any member or non-member who accesses the Site and uses the Services under these terms.',
          'zh-CN': '2.“用户”是指访问本网站并依据本条款使用服务的会员及非会员。',
          'zh-TW': '2.「使用者」係指連線至本網站並依本條款使用服務之會員及非會員。',
          'ja-JP': '2.「利用者」とは、本サイトにアクセスし、本規約に従ってサービスを利用する会員および非会員をいいます。',
        },
        {
          'ko-KR': '3. ‘회원’이란 이 약관에 동의하고 회원가입을 하여 계정을 부여받은 자를 말합니다.',
          'en-US': '3. “Member” means a person who has agreed to these terms, signed up and been given an account.',
          'zh-CN': '3.“会员”是指同意本条款并完成注册、获得账号的人。',
          'zh-TW': '3.「會員」係指同意本條款並完成註冊、取得帳號之人。',
          'ja-JP': '3.「会員」とは、本規約に同意して会員登録を行い、アカウントを付与された者をいいます。',
        },
        {
          'ko-KR':
            '4. ‘계정’이란 회원을 식별하고 서비스를 이용하게 하기 위하여 회원이 등록한 이메일 주소 또는 연결한 소셜 계정으로 식별되는 회원별 이용 단위를 말합니다.',
          'en-US':
            '4. “Account” means the unit through which a member is identified and uses the Services, identified by the email address the member registered or the social account the member connected.',
          'zh-CN': '4.“账号”是指为识别会员身份并供其使用服务，以会员注册的电子邮箱地址或所关联的社交账号加以识别的会员使用单位。',
          'zh-TW': '4.「帳號」係指為識別會員並供其使用服務，以會員註冊之電子郵件地址或所連結之社群帳號加以識別的會員使用單位。',
          'ja-JP':
            '4.「アカウント」とは、会員を識別しサービスを利用させるため、会員が登録したメールアドレスまたは連携したソーシャルアカウントによって識別される会員ごとの利用単位をいいます。',
        },
        {
          'ko-KR':
            '5. ‘소셜 로그인’이란 Facebook, Google, 네이버, 카카오 등 외부 서비스(이하 ‘소셜 서비스’)의 계정을 이용하여 회원가입과 로그인을 하는 방식을 말합니다.',
          'en-US':
            '5. “Social sign-in” means signing up and signing in with an account on an external service such as Facebook, Google, Naver or Kakao (a “Social Service”).',
          'zh-CN':
            '5.“社交登录”是指使用Facebook、Google、Naver、Kakao等外部服务（以下简称“社交服务”）的账号进行注册和登录的方式。',
          'zh-TW':
            '5.「社群登入」係指使用Facebook、Google、Naver、Kakao等外部服務（以下簡稱「社群服務」）之帳號進行註冊及登入之方式。',
          'ja-JP':
            '5.「ソーシャルログイン」とは、Facebook、Google、NAVER、Kakaoなどの外部サービス（以下「ソーシャルサービス」）のアカウントを利用して会員登録およびログインを行う方式をいいます。',
        },
        {
          'ko-KR':
            '6. ‘포인트’란 회사가 정한 기준에 따라 회원에게 무상으로 부여하는 서비스상의 적립 단위로, 현금이나 전자화폐가 아닌 것을 말합니다.',
          'en-US':
            '6. “Points” means units credited to members free of charge under rules set by the Company; points are neither cash nor electronic money.',
          'zh-CN': '6.“积分”是指公司按照既定标准无偿发放给会员的服务内累积单位，不属于现金或电子货币。',
          'zh-TW': '6.「點數」係指本公司依既定標準無償給予會員之服務內累積單位，並非現金或電子貨幣。',
          'ja-JP':
            '6.「ポイント」とは、当社が定める基準に従い会員に無償で付与するサービス上の積立単位をいい、現金または電子マネーではありません。',
        },
        {
          'ko-KR': '7. ‘샘플’이란 회사가 원료 평가를 위하여 회원에게 제공하는 회사 원료의 소량 견본을 말합니다.',
          'en-US': '7. “Sample” means a small quantity of a Company ingredient supplied to a member for evaluation.',
          'zh-CN': '7.“样品”是指公司为原料评估目的向会员提供的少量公司原料。',
          'zh-TW': '7.「樣品」係指本公司為原料評估目的提供予會員之少量本公司原料。',
          'ja-JP': '7.「サンプル」とは、当社が原料評価のために会員に提供する当社原料の少量の見本をいいます。',
        },
        {
          'ko-KR':
            '8. ‘게시물’이란 이용자가 서비스를 이용하면서 사이트에 게시하거나 회사에 제출한 글, 이미지, 파일 등 일체의 정보를 말합니다.',
          'en-US':
            '8. “Posts” means any text, images, files or other information a user publishes on the Site or submits to the Company while using the Services.',
          'zh-CN': '8.“发布内容”是指用户在使用服务过程中于本网站发布或向公司提交的文字、图片、文件等一切信息。',
          'zh-TW': '8.「張貼內容」係指使用者於使用服務過程中在本網站張貼或向本公司提交之文字、圖片、檔案等一切資訊。',
          'ja-JP':
            '8.「投稿等」とは、利用者がサービスの利用に際して本サイトに掲載し、または当社に提出した文章、画像、ファイルその他一切の情報をいいます。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '제3조 (약관의 게시, 효력 및 변경)',
        'en-US': 'Article 3 (Publication, effect and amendment of these terms)',
        'zh-CN': '第3条（条款的公示、效力及变更）',
        'zh-TW': '第3條（條款之公告、效力及修改）',
        'ja-JP': '第3条（規約の掲示、効力および変更）',
      },
      paragraphs: [
        {
          'ko-KR': '① 회사는 이 약관의 내용을 이용자가 쉽게 알 수 있도록 사이트 하단에 게시합니다.',
          'en-US': '(1) The Company posts these terms at the bottom of the Site so that users can easily read them.',
          'zh-CN': '① 公司将本条款公示于本网站页面底部，以便用户随时查阅。',
          'zh-TW': '① 本公司將本條款公告於本網站頁面下方，以便使用者隨時查閱。',
          'ja-JP': '① 当社は、利用者が容易に確認できるよう、本規約を本サイトの下部に掲示します。',
        },
        {
          'ko-KR':
            '② 회사는 「약관의 규제에 관한 법률」, 「정보통신망 이용촉진 및 정보보호 등에 관한 법률」 등 관련 법령을 위반하지 않는 범위에서 이 약관을 변경할 수 있습니다.',
          'en-US':
            '(2) The Company may amend these terms to the extent that this does not violate applicable laws, such as the Act on the Regulation of Terms and Conditions and the Act on Promotion of Information and Communications Network Utilization and Information Protection.',
          'zh-CN': '② 公司可在不违反韩国《条款规制法》《信息通信网络利用促进及信息保护法》等相关法律法规的范围内变更本条款。',
          'zh-TW': '② 本公司得於不違反韓國《約款規制法》、《資訊通信網路利用促進及資訊保護法》等相關法令之範圍內修改本條款。',
          'ja-JP':
            '② 当社は、「約款の規制に関する法律」「情報通信網利用促進および情報保護等に関する法律」その他の関係法令に違反しない範囲で、本規約を変更することができます。',
        },
        {
          'ko-KR':
            '③ 회사가 약관을 변경하는 경우에는 적용일자와 변경 사유를 밝혀 적용일 7일 전부터 사이트에 공지합니다. 다만 회원에게 불리하게 변경하는 경우에는 적용일 30일 전부터 공지하고, 회원이 등록한 이메일 주소로도 개별 통지합니다.',
          'en-US':
            '(3) When the Company amends these terms, it announces the amendment on the Site, stating the effective date and the reasons, at least 7 days before the effective date. If an amendment is unfavourable to members, it is announced at least 30 days in advance and also notified individually to the email address each member has registered.',
          'zh-CN':
            '③ 公司变更条款时，将注明生效日期及变更理由，并自生效日前7日起在本网站公告。但对会员不利的变更，将自生效日前30日起公告，并另行发送至会员注册的电子邮箱。',
          'zh-TW':
            '③ 本公司修改條款時，將載明生效日期及修改理由，並自生效日前7日起於本網站公告。但對會員不利之修改，將自生效日前30日起公告，並另以會員註冊之電子郵件地址個別通知。',
          'ja-JP':
            '③ 当社は、本規約を変更する場合、適用日および変更理由を明示し、適用日の7日前から本サイトで告知します。ただし、会員に不利な変更の場合は適用日の30日前から告知し、会員が登録したメールアドレスにも個別に通知します。',
        },
        {
          'ko-KR':
            '④ 회사가 제3항에 따라 공지 또는 통지하면서 적용일까지 거부 의사를 표시하지 않으면 변경에 동의한 것으로 본다는 뜻을 명확하게 알렸음에도 회원이 거부 의사를 표시하지 않은 경우, 회원은 변경된 약관에 동의한 것으로 봅니다. 변경된 약관에 동의하지 않는 회원은 이용계약을 해지(회원 탈퇴)할 수 있습니다.',
          'en-US':
            '(4) If, in its announcement or notice under paragraph (3), the Company clearly stated that members who do not object by the effective date will be deemed to accept the amendment, a member who does not object is deemed to have accepted the amended terms. Members who do not accept the amended terms may terminate their agreement by closing their account.',
          'zh-CN':
            '④ 公司依第3款进行公告或通知时，已明确告知“如在生效日前未表示拒绝，即视为同意变更”，而会员未表示拒绝的，视为会员同意变更后的条款。不同意变更后条款的会员，可以解除使用合同（注销账号）。',
          'zh-TW':
            '④ 本公司依第3項公告或通知時，已明確告知「如於生效日前未表示拒絕，即視為同意修改」，而會員未表示拒絕者，視為會員同意修改後之條款。不同意修改後條款之會員，得終止使用契約（退出會員）。',
          'ja-JP':
            '④ 当社が第3項に基づく告知または通知において、適用日までに拒否の意思を表示しない場合は変更に同意したものとみなす旨を明確に伝えたにもかかわらず、会員が拒否の意思を表示しなかったときは、会員は変更後の規約に同意したものとみなします。変更後の規約に同意しない会員は、利用契約を解約（退会）することができます。',
        },
        {
          'ko-KR': '⑤ 이 약관에서 정하지 않은 사항과 이 약관의 해석은 관련 법령과 일반적인 상관례에 따릅니다.',
          'en-US':
            '(5) Matters not covered by these terms, and the interpretation of these terms, are governed by applicable laws and general commercial practice.',
          'zh-CN': '⑤ 本条款未规定的事项及本条款的解释，依照相关法律法规及一般商业惯例处理。',
          'zh-TW': '⑤ 本條款未規定之事項及本條款之解釋，依相關法令及一般商業慣例處理。',
          'ja-JP': '⑤ 本規約に定めのない事項および本規約の解釈については、関係法令および一般的な商慣習に従います。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '제4조 (회원가입)',
        'en-US': 'Article 4 (Membership sign-up)',
        'zh-CN': '第4条（会员注册）',
        'zh-TW': '第4條（會員註冊）',
        'ja-JP': '第4条（会員登録）',
      },
      paragraphs: [
        {
          'ko-KR':
            '① 이용계약은 이용자가 이 약관과 개인정보처리방침의 내용에 동의하고 회사가 정한 양식에 따라 가입을 신청한 뒤, 회사가 이를 승낙함으로써 성립합니다.',
          'en-US':
            '(1) The user agreement is formed when a user agrees to these terms and the privacy policy, applies to join using the form provided by the Company, and the Company accepts the application.',
          'zh-CN': '① 用户同意本条款及隐私政策，并按公司规定的格式提交注册申请，经公司同意后，使用合同即告成立。',
          'zh-TW': '① 使用者同意本條款及隱私權政策，並依本公司所定格式提出註冊申請，經本公司同意後，使用契約即告成立。',
          'ja-JP':
            '① 利用契約は、利用者が本規約およびプライバシーポリシーに同意し、当社所定の方法により会員登録を申し込み、当社がこれを承諾することにより成立します。',
        },
        {
          'ko-KR': '② 이용자는 이메일 주소와 비밀번호를 등록하여 가입하거나, 제5조에 따른 소셜 로그인으로 가입할 수 있습니다.',
          'en-US': '(2) Users may sign up by registering an email address and password, or by social sign-in under Article 5.',
          'zh-CN': '② 用户可以通过登记电子邮箱地址和密码注册，也可以依第5条通过社交登录注册。',
          'zh-TW': '② 使用者得以登錄電子郵件地址及密碼之方式註冊，或依第5條以社群登入方式註冊。',
          'ja-JP':
            '② 利用者は、メールアドレスとパスワードを登録する方法、または第5条に定めるソーシャルログインにより会員登録することができます。',
        },
        {
          'ko-KR': '③ 회원가입은 만 14세 이상인 사람만 신청할 수 있습니다.',
          'en-US': '(3) Only persons aged 14 or over may apply for membership.',
          'zh-CN': '③ 仅年满14周岁者可申请注册会员。',
          'zh-TW': '③ 僅年滿14歲者得申請註冊會員。',
          'ja-JP': '③ 会員登録は、満14歳以上の方に限り申し込むことができます。',
        },
        {
          'ko-KR':
            '④ 회사는 다음 각 호의 어느 하나에 해당하는 신청은 승낙하지 않을 수 있으며, 가입 후 이를 알게 된 경우에는 이용계약을 해지할 수 있습니다.',
          'en-US':
            '(4) The Company may refuse an application that falls under any of the following, and may terminate the user agreement if it learns of such a case after sign-up.',
          'zh-CN': '④ 申请有下列情形之一的，公司可以不予同意；注册后发现有下列情形的，公司可以解除使用合同。',
          'zh-TW': '④ 申請有下列情形之一者，本公司得不予同意；註冊後始知悉者，本公司得終止使用契約。',
          'ja-JP':
            '④ 当社は、次の各号のいずれかに該当する申込みを承諾しないことがあり、登録後に該当することが判明した場合は、利用契約を解約することができます。',
        },
      ],
      items: [
        {
          'ko-KR': '1. 타인의 명의나 이메일 주소, 소셜 계정을 도용하거나 허위 정보를 기재한 경우',
          'en-US': '1. The applicant uses another person’s name, email address or social account, or provides false information.',
          'zh-CN': '1. 盗用他人姓名、电子邮箱地址或社交账号，或填写虚假信息的；',
          'zh-TW': '1. 冒用他人姓名、電子郵件地址或社群帳號，或填寫不實資料者；',
          'ja-JP': '1. 他人の名義、メールアドレスもしくはソーシャルアカウントを不正に使用し、または虚偽の情報を記載した場合',
        },
        {
          'ko-KR': '2. 탈퇴한 날부터 6개월이 지나지 않은 이메일 주소 또는 소셜 계정으로 다시 가입을 신청한 경우',
          'en-US':
            '2. The application uses an email address or social account whose membership was closed less than six months earlier.',
          'zh-CN': '2. 使用注销未满6个月的电子邮箱地址或社交账号重新申请注册的；',
          'zh-TW': '2. 以退出會員未滿6個月之電子郵件地址或社群帳號重新申請註冊者；',
          'ja-JP': '2. 退会日から6か月を経過していないメールアドレスまたはソーシャルアカウントで再度登録を申し込んだ場合',
        },
        {
          'ko-KR': '3. 제11조 제4항에 따라 이용계약이 해지된 적이 있는 자가 회사의 승낙 없이 다시 가입을 신청한 경우',
          'en-US':
            '3. The applicant’s user agreement was previously terminated under Article 11(4) and the Company has not agreed to a new sign-up.',
          'zh-CN': '3. 曾依第11条第4款被解除使用合同者，未经公司同意再次申请注册的；',
          'zh-TW': '3. 曾依第11條第4項被終止使用契約者，未經本公司同意再次申請註冊者；',
          'ja-JP': '3. 第11条第4項により利用契約を解約されたことのある者が、当社の承諾なく再度登録を申し込んだ場合',
        },
        {
          'ko-KR': '4. 그 밖에 관련 법령을 위반하거나 회사가 정한 필수 기재 사항을 갖추지 못한 경우',
          'en-US': '4. The application otherwise violates applicable laws or lacks information the Company requires.',
          'zh-CN': '4. 其他违反相关法律法规或未填写公司规定必填事项的。',
          'zh-TW': '4. 其他違反相關法令或未具備本公司所定必填事項者。',
          'ja-JP': '4. その他関係法令に違反し、または当社所定の必須事項を満たしていない場合',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '제5조 (소셜 로그인)',
        'en-US': 'Article 5 (Social sign-in)',
        'zh-CN': '第5条（社交登录）',
        'zh-TW': '第5條（社群登入）',
        'ja-JP': '第5条（ソーシャルログイン）',
      },
      paragraphs: [
        {
          'ko-KR': '① 이용자는 Facebook, Google, 네이버, 카카오 계정을 연결하여 회원가입과 로그인을 할 수 있습니다.',
          'en-US': '(1) Users may sign up and sign in by connecting a Facebook, Google, Naver or Kakao account.',
          'zh-CN': '① 用户可以关联Facebook、Google、Naver或Kakao账号进行注册和登录。',
          'zh-TW': '① 使用者得連結Facebook、Google、Naver或Kakao帳號進行註冊及登入。',
          'ja-JP': '① 利用者は、Facebook、Google、NAVER、Kakaoのアカウントを連携して会員登録およびログインを行うことができます。',
        },
        {
          'ko-KR':
            '② 소셜 로그인을 이용하는 경우 회사는 이용자가 해당 소셜 서비스에서 제공에 동의한 범위의 정보(서비스별 고유 식별자, 이메일 주소, 이름 등)만을 제공받으며, 소셜 서비스의 비밀번호는 제공받거나 저장하지 않습니다.',
          'en-US':
            '(2) With social sign-in, the Company receives only the information the user has agreed to share on the Social Service (such as the service’s unique identifier, email address and name). The Company never receives or stores the user’s Social Service password.',
          'zh-CN':
            '② 使用社交登录时，公司仅获取用户在该社交服务中同意提供的信息（各服务的唯一标识符、电子邮箱地址、姓名等），不会获取或保存社交服务的密码。',
          'zh-TW':
            '② 使用社群登入時，本公司僅取得使用者於該社群服務中同意提供之資料（各服務之唯一識別碼、電子郵件地址、姓名等），不會取得或儲存社群服務之密碼。',
          'ja-JP':
            '② ソーシャルログインを利用する場合、当社は、利用者が当該ソーシャルサービスで提供に同意した範囲の情報（サービスごとの固有識別子、メールアドレス、氏名など）のみを受け取り、ソーシャルサービスのパスワードを受け取ることも保存することもありません。',
        },
        {
          'ko-KR':
            '③ 소셜 서비스의 이용에는 각 소셜 서비스 제공자의 약관과 정책이 적용됩니다. 소셜 서비스의 장애나 정책 변경, 회원의 소셜 계정 해지 등으로 소셜 로그인을 이용할 수 없게 된 경우 회원은 회사에 문의하여 계정 이용 방법을 안내받을 수 있습니다.',
          'en-US':
            '(3) The use of a Social Service is governed by that provider’s own terms and policies. If a member can no longer use social sign-in because of an outage or policy change at the Social Service, or because the member closed the social account, the member may contact the Company for help with accessing the account.',
          'zh-CN':
            '③ 社交服务的使用适用各社交服务提供方的条款和政策。因社交服务故障、政策变更或会员注销社交账号等原因无法使用社交登录时，会员可联系公司，获取账号使用方面的指引。',
          'zh-TW':
            '③ 社群服務之使用，適用各社群服務提供者之條款及政策。因社群服務故障、政策變更或會員終止社群帳號等原因而無法使用社群登入時，會員得聯繫本公司，取得帳號使用方式之說明。',
          'ja-JP':
            '③ ソーシャルサービスの利用には、各ソーシャルサービス提供者の規約およびポリシーが適用されます。ソーシャルサービスの障害、ポリシーの変更、会員によるソーシャルアカウントの解約などによりソーシャルログインを利用できなくなった場合、会員は当社に問い合わせ、アカウントの利用方法について案内を受けることができます。',
        },
        {
          'ko-KR':
            '④ 회원이 소셜 서비스에서 회사와의 연결을 해제하더라도 회원 탈퇴로 처리되지 않습니다. 탈퇴를 원하는 회원은 제11조에 따라 탈퇴를 신청하여야 합니다.',
          'en-US':
            '(4) Disconnecting the Company from a Social Service does not close the member’s account. Members who wish to leave must close their account under Article 11.',
          'zh-CN': '④ 会员在社交服务中解除与公司的关联，并不视为注销账号。希望注销的会员，应依第11条申请注销。',
          'zh-TW': '④ 會員於社群服務中解除與本公司之連結，不視為退出會員。欲退出之會員，應依第11條申請退出。',
          'ja-JP':
            '④ 会員がソーシャルサービス上で当社との連携を解除しても、退会したことにはなりません。退会を希望する会員は、第11条に従い退会を申請する必要があります。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '제6조 (회원정보와 계정의 관리)',
        'en-US': 'Article 6 (Member information and account security)',
        'zh-CN': '第6条（会员信息及账号管理）',
        'zh-TW': '第6條（會員資料及帳號管理）',
        'ja-JP': '第6条（会員情報およびアカウントの管理）',
      },
      paragraphs: [
        {
          'ko-KR': '① 회원은 마이페이지에서 자신의 회원정보를 언제든지 열람하고 수정할 수 있습니다.',
          'en-US': '(1) Members may view and update their information in My page at any time.',
          'zh-CN': '① 会员可随时在“我的页面”查阅和修改本人的会员信息。',
          'zh-TW': '① 會員得隨時於「我的頁面」查閱及修改本人之會員資料。',
          'ja-JP': '① 会員は、マイページでいつでも自身の会員情報を閲覧し、変更することができます。',
        },
        {
          'ko-KR':
            '② 회원은 가입 시 등록한 정보가 변경된 경우 이를 수정하여야 하며, 수정하지 않아 발생한 불이익에 대하여 회사는 책임을 지지 않습니다.',
          'en-US':
            '(2) Members must update their information when it changes. The Company is not responsible for any disadvantage arising from a member’s failure to do so.',
          'zh-CN': '② 会员注册时登记的信息发生变更的，应及时修改；因未修改而产生的不利后果，公司不承担责任。',
          'zh-TW': '② 會員註冊時登錄之資料有變更者，應即修改；因未修改而產生之不利益，本公司不負責任。',
          'ja-JP':
            '② 会員は、登録した情報に変更があった場合はこれを修正しなければならず、修正しなかったことにより生じた不利益について、当社は責任を負いません。',
        },
        {
          'ko-KR':
            '③ 휴대전화 번호를 변경하려는 회원은 새 번호로 발송되는 문자 메시지(SMS) 인증번호를 입력하는 본인 확인 절차를 거쳐야 합니다.',
          'en-US':
            '(3) To change their mobile phone number, members must verify the new number by entering a code sent to it by text message (SMS).',
          'zh-CN': '③ 会员更换手机号码时，须输入发送至新号码的短信验证码，完成本人确认程序。',
          'zh-TW': '③ 會員變更手機號碼時，須輸入發送至新號碼之簡訊驗證碼，完成本人確認程序。',
          'ja-JP':
            '③ 携帯電話番号を変更しようとする会員は、新しい番号宛てにSMSで送信される認証コードを入力する本人確認手続きを経なければなりません。',
        },
        {
          'ko-KR':
            '④ 회원은 자신의 계정과 비밀번호를 관리할 책임이 있으며, 이를 제3자가 이용하게 해서는 안 됩니다. 계정이 도용되었거나 제3자가 사용하고 있음을 안 경우에는 즉시 비밀번호를 변경하고 회사에 알려야 합니다.',
          'en-US':
            '(4) Members are responsible for keeping their account and password secure and must not let any third party use them. A member who learns that the account has been compromised or is being used by someone else must change the password immediately and inform the Company.',
          'zh-CN':
            '④ 会员负有妥善管理本人账号和密码的责任，不得允许第三方使用。发现账号被盗用或被第三方使用时，应立即更改密码并通知公司。',
          'zh-TW':
            '④ 會員負有妥善管理本人帳號及密碼之責任，不得提供第三人使用。知悉帳號遭盜用或由第三人使用時，應立即變更密碼並通知本公司。',
          'ja-JP':
            '④ 会員は、自身のアカウントおよびパスワードを管理する責任を負い、これを第三者に利用させてはなりません。アカウントが不正に使用され、または第三者に使用されていることを知った場合は、直ちにパスワードを変更し、当社に通知しなければなりません。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '제7조 (회원의 의무와 게시물)',
        'en-US': 'Article 7 (Members’ obligations and posts)',
        'zh-CN': '第7条（会员义务及发布内容）',
        'zh-TW': '第7條（會員義務及張貼內容）',
        'ja-JP': '第7条（会員の義務および投稿等）',
      },
      paragraphs: [
        {
          'ko-KR':
            '① 이용자가 작성한 게시물의 저작권은 해당 이용자에게 있습니다. 회사는 문의와 Q&A에 답변하고 서비스를 운영하는 데 필요한 범위에서만 게시물을 이용합니다.',
          'en-US':
            '(1) Users keep the copyright in their posts. The Company uses posts only as far as necessary to answer inquiries and Q&A and to operate the Services.',
          'zh-CN': '① 用户所发布内容的著作权归该用户所有。公司仅在答复咨询和问答、运营服务所需的范围内使用发布内容。',
          'zh-TW': '① 使用者張貼內容之著作權歸屬該使用者。本公司僅於回覆諮詢與問答、經營服務所需之範圍內使用張貼內容。',
          'ja-JP':
            '① 利用者が作成した投稿等の著作権は、当該利用者に帰属します。当社は、お問い合わせやQ&Aへの回答およびサービスの運営に必要な範囲でのみ投稿等を利用します。',
        },
        {
          'ko-KR':
            '② 회사는 게시물이 제3항 각 호의 어느 하나에 해당하는 경우 사전 통지 없이 이를 삭제하거나 게시를 중단할 수 있습니다.',
          'en-US':
            '(2) The Company may delete or hide, without prior notice, any post that falls under any item of paragraph (3).',
          'zh-CN': '② 发布内容属于第3款各项情形之一的，公司可不经事先通知予以删除或停止展示。',
          'zh-TW': '② 張貼內容有第3項各款情形之一者，本公司得不經事先通知逕予刪除或停止顯示。',
          'ja-JP':
            '② 当社は、投稿等が第3項各号のいずれかに該当する場合、事前に通知することなくこれを削除し、または掲載を停止することができます。',
        },
        {
          'ko-KR':
            '③ 이용자는 관련 법령과 이 약관, 사이트에 게시된 이용 안내를 지켜야 하며, 다음 각 호의 행위를 하여서는 안 됩니다.',
          'en-US':
            '(3) Users must comply with applicable laws, these terms and the guidance published on the Site, and must not do any of the following.',
          'zh-CN': '③ 用户应遵守相关法律法规、本条款及本网站公布的使用指南，不得从事下列行为：',
          'zh-TW': '③ 使用者應遵守相關法令、本條款及本網站公告之使用說明，不得為下列行為：',
          'ja-JP': '③ 利用者は、関係法令、本規約および本サイトに掲示された利用案内を遵守し、次の各号の行為をしてはなりません。',
        },
      ],
      items: [
        {
          'ko-KR': '1. 가입 신청이나 정보 변경 시 허위 내용을 등록하거나 타인의 정보를 도용하는 행위',
          'en-US': '1. Registering false information or using another person’s information when signing up or updating details.',
          'zh-CN': '1. 在申请注册或变更信息时登记虚假内容或盗用他人信息；',
          'zh-TW': '1. 於申請註冊或變更資料時登錄不實內容或冒用他人資料；',
          'ja-JP': '1. 会員登録の申込みまたは情報の変更に際し、虚偽の内容を登録し、または他人の情報を不正に使用する行為',
        },
        {
          'ko-KR': '2. 회사 또는 제3자의 지식재산권, 명예, 사생활 등 권리를 침해하는 행위',
          'en-US':
            '2. Infringing the intellectual property, reputation, privacy or other rights of the Company or any third party.',
          'zh-CN': '2. 侵害公司或第三方的知识产权、名誉、隐私等权利；',
          'zh-TW': '2. 侵害本公司或第三人之智慧財產權、名譽、隱私等權利；',
          'ja-JP': '2. 当社または第三者の知的財産権、名誉、プライバシーその他の権利を侵害する行為',
        },
        {
          'ko-KR': '3. 포인트를 부정한 방법으로 취득하거나 샘플을 판매·양도하는 등 서비스를 본래 목적과 다르게 이용하는 행위',
          'en-US':
            '3. Using the Services for purposes other than those intended, such as obtaining points by illegitimate means or selling or transferring samples.',
          'zh-CN': '3. 以不正当手段获取积分、转售或转让样品等违背服务本来目的的使用行为；',
          'zh-TW': '3. 以不正當方法取得點數、販售或轉讓樣品等違背服務原本目的之使用行為；',
          'ja-JP':
            '3. 不正な方法でポイントを取得し、またはサンプルを販売・譲渡するなど、サービスを本来の目的と異なる形で利用する行為',
        },
        {
          'ko-KR': '4. 사이트의 정보를 회사의 사전 승낙 없이 영리 목적으로 복제·배포하거나 자동화된 수단으로 대량 수집하는 행위',
          'en-US':
            '4. Copying or distributing information from the Site for commercial purposes, or collecting it in bulk by automated means, without the Company’s prior consent.',
          'zh-CN': '4. 未经公司事先同意，以营利为目的复制、传播本网站信息，或以自动化手段大量采集本网站信息；',
          'zh-TW': '4. 未經本公司事先同意，以營利為目的重製、散布本網站資訊，或以自動化方式大量蒐集本網站資訊；',
          'ja-JP': '4. 当社の事前の承諾なく、本サイトの情報を営利目的で複製・配布し、または自動化された手段で大量に収集する行為',
        },
        {
          'ko-KR': '5. 악성 코드를 전송하거나 비정상적인 방법으로 접속하는 등 사이트의 안정적인 운영을 방해하는 행위',
          'en-US':
            '5. Interfering with the stable operation of the Site, for example by sending malicious code or accessing it by abnormal means.',
          'zh-CN': '5. 传播恶意代码或以非正常方式访问等妨碍本网站稳定运行的行为；',
          'zh-TW': '5. 傳送惡意程式或以異常方式連線等妨礙本網站穩定運作之行為；',
          'ja-JP': '5. 悪意のあるコードを送信し、または不正な方法でアクセスするなど、本サイトの安定した運営を妨げる行為',
        },
        {
          'ko-KR': '6. 음란하거나 폭력적인 내용, 영리 목적의 광고 등 법령이나 공서양속에 반하는 게시물을 게시하는 행위',
          'en-US':
            '6. Posting content that is obscene or violent, commercial advertising, or any other content contrary to the law or public order and morals.',
          'zh-CN': '6. 发布淫秽、暴力内容或营利性广告等违反法律法规或公序良俗的内容。',
          'zh-TW': '6. 張貼猥褻、暴力內容或營利性廣告等違反法令或公序良俗之內容。',
          'ja-JP': '6. わいせつもしくは暴力的な内容、営利目的の広告その他法令または公序良俗に反する投稿等を掲載する行為',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '제8조 (서비스의 제공, 변경 및 중단)',
        'en-US': 'Article 8 (Provision, change and suspension of the Services)',
        'zh-CN': '第8条（服务的提供、变更及中止）',
        'zh-TW': '第8條（服務之提供、變更及中止）',
        'ja-JP': '第8条（サービスの提供、変更および中断）',
      },
      paragraphs: [
        {
          'ko-KR':
            '① 회사는 회사·제품·연구 정보, 문의 접수, 약국 찾기 등의 서비스를 모든 이용자에게 제공하며, Q&A, 포인트, 원료 샘플 신청 등의 서비스는 회원에게 제공합니다.',
          'en-US':
            '(1) The Company provides information about the Company, its products and research, the inquiry form and the pharmacy finder to all users, and Q&A, points, raw material sample requests and similar services to members.',
          'zh-CN':
            '① 公司向所有用户提供公司、产品及研究信息，咨询受理，药店查找等服务；问答、积分、原料样品申请等服务仅向会员提供。',
          'zh-TW':
            '① 本公司向所有使用者提供公司、產品及研究資訊，諮詢受理，藥局查找等服務；問答、點數、原料樣品申請等服務則提供予會員。',
          'ja-JP':
            '① 当社は、会社・製品・研究に関する情報、お問い合わせの受付、薬局検索などのサービスをすべての利用者に、Q&A、ポイント、原料サンプル申請などのサービスを会員に提供します。',
        },
        {
          'ko-KR':
            '② 서비스는 연중무휴, 1일 24시간 제공함을 원칙으로 합니다. 다만 회사는 설비의 점검·교체, 통신 장애, 천재지변 등 부득이한 사유가 있는 경우 서비스의 전부 또는 일부를 일시 중단할 수 있으며, 이 경우 미리 사이트에 공지합니다. 미리 공지할 수 없는 부득이한 사유가 있는 경우에는 사후에 공지할 수 있습니다.',
          'en-US':
            '(2) In principle, the Services are available 24 hours a day, all year round. The Company may, however, suspend all or part of the Services temporarily for unavoidable reasons such as maintenance or replacement of equipment, network failures or natural disasters, and will announce this on the Site in advance; where advance notice is impossible, it may be given afterwards.',
          'zh-CN':
            '② 服务原则上全年无休、每天24小时提供。但因设备检修或更换、通信故障、自然灾害等不得已的原因，公司可暂时中止全部或部分服务，并事先在本网站公告；因不得已原因无法事先公告的，可事后公告。',
          'zh-TW':
            '② 服務原則上全年無休、每日24小時提供。但因設備檢修或更換、通訊故障、天災等不得已之事由，本公司得暫時中止全部或部分服務，並事先於本網站公告；因不得已事由無法事先公告者，得於事後公告。',
          'ja-JP':
            '② サービスは、原則として年中無休・1日24時間提供します。ただし、当社は設備の点検・交換、通信障害、天災地変その他やむを得ない事由がある場合、サービスの全部または一部を一時的に中断することができ、この場合は事前に本サイトで告知します。事前に告知できないやむを得ない事由がある場合は、事後に告知することがあります。',
        },
        {
          'ko-KR':
            '③ 회사는 운영상·기술상 필요에 따라 서비스의 내용을 변경하거나 종료할 수 있으며, 회원에게 중대한 영향을 미치는 변경이나 종료는 30일 전에 사이트에 공지합니다.',
          'en-US':
            '(3) The Company may change or discontinue the Services for operational or technical reasons. Changes or discontinuations that significantly affect members are announced on the Site 30 days in advance.',
          'zh-CN': '③ 公司可根据运营或技术需要变更或终止服务内容；对会员有重大影响的变更或终止，将提前30日在本网站公告。',
          'zh-TW': '③ 本公司得依營運或技術需要變更或終止服務內容；對會員有重大影響之變更或終止，將於30日前在本網站公告。',
          'ja-JP':
            '③ 当社は、運営上または技術上の必要に応じてサービスの内容を変更し、または終了することができ、会員に重大な影響を及ぼす変更または終了は30日前に本サイトで告知します。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '제9조 (포인트)',
        'en-US': 'Article 9 (Points)',
        'zh-CN': '第9条（积分）',
        'zh-TW': '第9條（點數）',
        'ja-JP': '第9条（ポイント）',
      },
      paragraphs: [
        {
          'ko-KR': '① 회사는 회원가입, 이벤트 참여 등 회사가 정하여 사이트에 안내한 기준에 따라 회원에게 포인트를 부여합니다.',
          'en-US':
            '(1) The Company credits points to members under the rules it sets and publishes on the Site, for example for signing up or taking part in events.',
          'zh-CN': '① 公司按照其制定并在本网站公布的标准（如注册会员、参加活动等）向会员发放积分。',
          'zh-TW': '① 本公司依其訂定並於本網站公告之標準（如註冊會員、參加活動等）給予會員點數。',
          'ja-JP':
            '① 当社は、会員登録やイベントへの参加など、当社が定めて本サイトで案内する基準に従い、会員にポイントを付与します。',
        },
        {
          'ko-KR':
            '② 포인트의 적립 기준, 사용처, 유효기간 등 세부 사항은 사이트에 안내하며, 이를 회원에게 불리하게 변경하는 경우에는 적용일 30일 전에 공지합니다.',
          'en-US':
            '(2) Details such as how points are earned, where they can be used and how long they remain valid are published on the Site. Changes unfavourable to members are announced 30 days before they take effect.',
          'zh-CN': '② 积分的发放标准、使用范围、有效期等具体事项在本网站公布；作出对会员不利的变更时，将在生效日前30日公告。',
          'zh-TW': '② 點數之累積標準、使用範圍、有效期限等細節於本網站公告；作出對會員不利之變更時，將於生效日前30日公告。',
          'ja-JP':
            '② ポイントの付与基準、利用先、有効期限などの詳細は本サイトで案内し、これを会員に不利に変更する場合は、適用日の30日前に告知します。',
        },
        {
          'ko-KR': '③ 포인트는 현금으로 환급되지 않으며, 다른 회원에게 양도하거나 계정 간에 합산할 수 없습니다.',
          'en-US': '(3) Points cannot be refunded in cash, transferred to other members or combined across accounts.',
          'zh-CN': '③ 积分不可兑换现金，不得转让给其他会员，也不得在账号之间合并。',
          'zh-TW': '③ 點數不得兌換現金，不得轉讓予其他會員，亦不得於帳號間合併。',
          'ja-JP': '③ ポイントは現金による払戻しができず、他の会員への譲渡やアカウント間での合算もできません。',
        },
        {
          'ko-KR': '④ 회원 탈퇴 시 남은 포인트는 소멸하며, 탈퇴 후 다시 가입하더라도 복구되지 않습니다.',
          'en-US':
            '(4) Any remaining points lapse when a member closes the account and are not restored if the person signs up again later.',
          'zh-CN': '④ 会员注销账号时，剩余积分即告失效，日后重新注册也不予恢复。',
          'zh-TW': '④ 會員退出時，剩餘點數即告失效，日後重新註冊亦不予恢復。',
          'ja-JP': '④ 退会時に残っているポイントは失効し、退会後に再登録しても復元されません。',
        },
        {
          'ko-KR':
            '⑤ 부정한 방법으로 취득한 포인트가 확인된 경우 회사는 해당 포인트를 회수하고, 제11조에 따라 회원 자격을 제한할 수 있습니다.',
          'en-US':
            '(5) If points are found to have been obtained by illegitimate means, the Company may withdraw them and restrict the member’s membership under Article 11.',
          'zh-CN': '⑤ 经确认以不正当手段获取积分的，公司可收回相关积分，并依第11条限制其会员资格。',
          'zh-TW': '⑤ 經確認以不正當方法取得點數者，本公司得收回該點數，並依第11條限制其會員資格。',
          'ja-JP':
            '⑤ 不正な方法で取得されたポイントが確認された場合、当社は当該ポイントを取り消し、第11条に従い会員資格を制限することができます。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '제10조 (원료 샘플의 제공)',
        'en-US': 'Article 10 (Raw material samples)',
        'zh-CN': '第10条（原料样品的提供）',
        'zh-TW': '第10條（原料樣品之提供）',
        'ja-JP': '第10条（原料サンプルの提供）',
      },
      paragraphs: [
        {
          'ko-KR':
            '① 회사는 원료 평가와 제품 개발을 목적으로 하는 회원에게 회사 원료의 샘플을 무상으로 제공할 수 있습니다. 샘플은 로그인한 회원만 신청할 수 있으며, 국내 주소로 발송하는 것을 원칙으로 합니다.',
          'en-US':
            '(1) The Company may supply samples of its ingredients free of charge to members who need them to evaluate ingredients and develop products. Only signed-in members may request samples, which are in principle shipped to addresses in Korea.',
          'zh-CN':
            '① 公司可向以原料评估和产品开发为目的的会员免费提供公司原料样品。样品仅限已登录的会员申请，原则上寄送至韩国境内地址。',
          'zh-TW':
            '① 本公司得向以原料評估及產品開發為目的之會員免費提供本公司原料樣品。樣品僅限已登入之會員申請，原則上寄送至韓國境內地址。',
          'ja-JP':
            '① 当社は、原料の評価および製品開発を目的とする会員に対し、当社原料のサンプルを無償で提供することができます。サンプルはログインした会員のみ申請でき、原則として韓国国内の住所に発送します。',
        },
        {
          'ko-KR':
            '② 회사는 신청 내용과 재고 상황 등을 검토하여 샘플의 제공 여부와 수량을 정하며, 사업 목적을 확인하기 어렵거나 같은 원료를 반복하여 신청하는 경우 등에는 신청을 거절하거나 수량을 조정할 수 있습니다.',
          'en-US':
            '(2) The Company decides whether to supply a sample, and in what quantity, after reviewing the request and its stock. It may decline a request or adjust the quantity, for example where the business purpose cannot be confirmed or the same ingredient is requested repeatedly.',
          'zh-CN':
            '② 公司在审核申请内容及库存情况后，决定是否提供样品及提供数量；对于难以确认业务用途或重复申请同一原料等情形，公司可拒绝申请或调整数量。',
          'zh-TW':
            '② 本公司於審核申請內容及庫存情形後，決定是否提供樣品及其數量；難以確認業務用途或重複申請同一原料等情形，本公司得拒絕申請或調整數量。',
          'ja-JP':
            '② 当社は、申請内容および在庫状況などを確認してサンプル提供の可否と数量を決定し、事業目的の確認が難しい場合や同一原料を繰り返し申請する場合などには、申請をお断りし、または数量を調整することがあります。',
        },
        {
          'ko-KR':
            '③ 회원은 제공받은 샘플을 원료 평가와 시제품 개발 목적으로만 사용하여야 하며, 회사의 사전 서면 동의 없이 판매하거나 제3자에게 제공하거나, 균주의 분리·배양 또는 유전자 분석 등 역분석에 사용하여서는 안 됩니다.',
          'en-US':
            '(3) Members must use samples only to evaluate the ingredient and develop prototypes. Without the Company’s prior written consent, they must not sell samples, pass them to third parties, or use them for reverse engineering such as isolating or culturing strains or genetic analysis.',
          'zh-CN':
            '③ 会员应仅将所获样品用于原料评估和试制品开发；未经公司事先书面同意，不得转售、提供给第三方，或用于菌株分离、培养及基因分析等反向解析。',
          'zh-TW':
            '③ 會員應僅將所獲樣品用於原料評估及試製品開發；未經本公司事先書面同意，不得販售、提供予第三人，或用於菌株分離、培養及基因分析等逆向解析。',
          'ja-JP':
            '③ 会員は、提供を受けたサンプルを原料の評価および試作品の開発の目的にのみ使用しなければならず、当社の事前の書面による同意なく、販売し、第三者に提供し、または菌株の分離・培養もしくは遺伝子解析などのリバースエンジニアリングに使用してはなりません。',
        },
        {
          'ko-KR':
            '④ 샘플은 완제품이 아니므로 사람이 그대로 섭취하거나 피부에 사용해서는 안 되며, 회원이 이 조를 위반하여 발생한 손해에 대하여 회사는 책임을 지지 않습니다.',
          'en-US':
            '(4) Samples are not finished products and must not be consumed or applied to the skin as they are. The Company is not liable for any damage arising from a member’s breach of this article.',
          'zh-CN': '④ 样品并非成品，不得直接食用或涂抹于皮肤；因会员违反本条规定而产生的损害，公司不承担责任。',
          'zh-TW': '④ 樣品並非成品，不得直接食用或塗抹於皮膚；因會員違反本條規定而產生之損害，本公司不負責任。',
          'ja-JP':
            '④ サンプルは完成品ではないため、そのまま摂取し、または皮膚に使用してはならず、会員が本条に違反したことにより生じた損害について、当社は責任を負いません。',
        },
        {
          'ko-KR':
            '⑤ 샘플과 함께 제공되는 규격서, 시험 성적서 등의 자료는 원료 평가를 위한 참고 자료이며, 회원은 회사의 동의 없이 이를 외부에 공개해서는 안 됩니다.',
          'en-US':
            '(5) Specifications, certificates of analysis and other documents supplied with samples are for reference in evaluating the ingredient, and members must not disclose them to others without the Company’s consent.',
          'zh-CN': '⑤ 随样品提供的规格书、检验报告等资料仅供原料评估参考，未经公司同意，会员不得对外公开。',
          'zh-TW': '⑤ 隨樣品提供之規格書、檢驗報告等資料僅供原料評估參考，未經本公司同意，會員不得對外公開。',
          'ja-JP':
            '⑤ サンプルとともに提供する規格書、試験成績書などの資料は原料評価のための参考資料であり、会員は当社の同意なくこれを外部に開示してはなりません。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '제11조 (회원 탈퇴와 재가입 제한, 자격 제한)',
        'en-US': 'Article 11 (Account closing, re-registration and restrictions)',
        'zh-CN': '第11条（注销账号、重新注册限制及资格限制）',
        'zh-TW': '第11條（退出會員、重新註冊限制及資格限制）',
        'ja-JP': '第11条（退会、再登録の制限および資格の制限）',
      },
      paragraphs: [
        {
          'ko-KR':
            '① 회원은 언제든지 마이페이지의 회원 탈퇴 메뉴에서 이용계약의 해지(회원 탈퇴)를 신청할 수 있으며, 회사는 이를 즉시 처리합니다.',
          'en-US':
            '(1) Members may terminate the user agreement (close their account) at any time from the Close account menu in My page, and the Company processes this immediately.',
          'zh-CN': '① 会员可随时在“我的页面”的注销账号菜单中申请解除使用合同（注销账号），公司将立即处理。',
          'zh-TW': '① 會員得隨時於「我的頁面」之退出會員選單申請終止使用契約（退出會員），本公司將立即處理。',
          'ja-JP':
            '① 会員は、いつでもマイページの「退会」メニューから利用契約の解約（退会）を申請することができ、当社はこれを直ちに処理します。',
        },
        {
          'ko-KR':
            '② 회원이 탈퇴하면 남은 포인트는 소멸하고, 회원정보와 Q&A, 샘플 신청 내역 등 계정에 연결된 정보는 개인정보처리방침과 관련 법령에 따라 파기되며 복구할 수 없습니다.',
          'en-US':
            '(2) When a member closes the account, any remaining points lapse, and the member’s information and everything linked to the account, such as Q&A posts and sample request history, is destroyed in accordance with the privacy policy and applicable laws and cannot be restored.',
          'zh-CN':
            '② 会员注销账号后，剩余积分即告失效，会员信息以及问答、样品申请记录等与账号关联的信息将依照隐私政策及相关法律法规予以销毁，且无法恢复。',
          'zh-TW':
            '② 會員退出後，剩餘點數即告失效，會員資料及問答、樣品申請紀錄等與帳號相關之資料，將依隱私權政策及相關法令予以銷毀，且無法復原。',
          'ja-JP':
            '② 会員が退会すると、残っているポイントは失効し、会員情報ならびにQ&A、サンプル申請履歴などアカウントにひもづく情報は、プライバシーポリシーおよび関係法令に従って廃棄され、復元することはできません。',
        },
        {
          'ko-KR':
            '③ 회사는 포인트 부정 적립 등 서비스 악용을 막기 위하여, 탈퇴한 날부터 6개월 동안 같은 이메일 주소 또는 같은 소셜 계정으로 다시 가입하는 것을 제한합니다. 이를 위하여 회사는 탈퇴한 회원의 식별자를 복원할 수 없도록 일방향 암호화(해시)한 값만을 6개월 동안 보관하고, 그 기간이 지나면 지체 없이 파기합니다.',
          'en-US':
            '(3) To prevent misuse of the Services, such as collecting points illegitimately, the Company does not allow anyone to sign up again with the same email address or the same social account for six months from the day the account was closed. For this purpose only, the Company keeps a one-way hash of the former member’s identifier, from which the identifier cannot be recovered, for six months, and destroys it without delay once that period has passed.',
          'zh-CN':
            '③ 为防止不正当获取积分等滥用服务的行为，公司自会员注销之日起6个月内，限制使用相同电子邮箱地址或相同社交账号重新注册。为此，公司仅将已注销会员的标识信息经单向加密（哈希）处理为无法还原的值并保存6个月，期满后立即销毁。',
          'zh-TW':
            '③ 為防止不正當累積點數等濫用服務之行為，本公司自會員退出之日起6個月內，限制以相同電子郵件地址或相同社群帳號重新註冊。為此，本公司僅將已退出會員之識別資訊經單向加密（雜湊）處理為無法還原之值並保存6個月，期滿後立即銷毀。',
          'ja-JP':
            '③ 当社は、ポイントの不正取得などサービスの悪用を防ぐため、退会日から6か月間、同じメールアドレスまたは同じソーシャルアカウントによる再登録を制限します。このため当社は、退会した会員の識別子を復元できないよう一方向に暗号化（ハッシュ化）した値のみを6か月間保管し、その期間が経過した後は遅滞なく廃棄します。',
        },
        {
          'ko-KR':
            '④ 회사는 회원이 제7조 제3항 각 호의 행위를 하거나 그 밖에 이 약관을 위반한 경우 경고, 일시 이용 정지, 이용계약 해지의 순서로 회원 자격을 제한할 수 있습니다. 다만 위반의 정도가 중대하거나 법령을 위반한 경우에는 즉시 이용계약을 해지할 수 있습니다.',
          'en-US':
            '(4) If a member does anything listed in Article 7(3) or otherwise breaches these terms, the Company may restrict the membership step by step: a warning, a temporary suspension, then termination of the user agreement. Where the breach is serious or violates the law, the Company may terminate the agreement immediately.',
          'zh-CN':
            '④ 会员有第7条第3款各项行为或其他违反本条款的情形时，公司可依次采取警告、暂停使用、解除使用合同等措施限制其会员资格；但违反情节严重或违反法律法规的，公司可立即解除使用合同。',
          'zh-TW':
            '④ 會員有第7條第3項各款行為或其他違反本條款之情形時，本公司得依序採取警告、暫停使用、終止使用契約等措施限制其會員資格；但違反情節重大或違反法令者，本公司得立即終止使用契約。',
          'ja-JP':
            '④ 当社は、会員が第7条第3項各号の行為を行い、その他本規約に違反した場合、警告、一時利用停止、利用契約の解約の順に会員資格を制限することができます。ただし、違反の程度が重大である場合または法令に違反した場合は、直ちに利用契約を解約することができます。',
        },
        {
          'ko-KR':
            '⑤ 회사가 회원 자격을 제한하거나 이용계약을 해지하는 경우에는 그 사유를 회원에게 이메일 등으로 통지하고 소명할 기회를 부여합니다.',
          'en-US':
            '(5) When the Company restricts a membership or terminates the user agreement, it notifies the member of the reasons by email or other means and gives the member an opportunity to explain.',
          'zh-CN': '⑤ 公司限制会员资格或解除使用合同时，将通过电子邮件等方式将理由通知会员，并给予会员申辩的机会。',
          'zh-TW': '⑤ 本公司限制會員資格或終止使用契約時，將以電子郵件等方式通知會員理由，並給予會員陳述意見之機會。',
          'ja-JP':
            '⑤ 当社は、会員資格を制限し、または利用契約を解約する場合、その理由をメール等で会員に通知し、弁明の機会を与えます。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '제12조 (책임의 제한)',
        'en-US': 'Article 12 (Limitation of liability)',
        'zh-CN': '第12条（责任限制）',
        'zh-TW': '第12條（責任限制）',
        'ja-JP': '第12条（責任の制限）',
      },
      paragraphs: [
        {
          'ko-KR':
            '① 회사는 천재지변, 전쟁, 정전, 통신망 장애 등 불가항력으로 서비스를 제공할 수 없는 경우에는 서비스 제공에 관한 책임이 면제됩니다.',
          'en-US':
            '(1) The Company is not liable for failing to provide the Services due to force majeure, such as natural disasters, war, power cuts or failures of telecommunication networks.',
          'zh-CN': '① 因自然灾害、战争、停电、通信网络故障等不可抗力无法提供服务的，公司免除提供服务的责任。',
          'zh-TW': '① 因天災、戰爭、停電、通訊網路故障等不可抗力而無法提供服務者，本公司免除提供服務之責任。',
          'ja-JP':
            '① 当社は、天災地変、戦争、停電、通信網の障害その他の不可抗力によりサービスを提供できない場合、サービスの提供に関する責任を免れます。',
        },
        {
          'ko-KR':
            '② 회사는 회원의 귀책사유로 인한 서비스 이용 장애나, 회원의 계정 관리 소홀로 발생한 손해에 대하여 책임을 지지 않습니다.',
          'en-US':
            '(2) The Company is not liable for problems using the Services caused by the member, or for damage resulting from the member’s failure to keep the account secure.',
          'zh-CN': '② 因会员自身原因导致的服务使用障碍，或因会员疏于管理账号而造成的损害，公司不承担责任。',
          'zh-TW': '② 因可歸責於會員之事由所致之服務使用障礙，或因會員疏於管理帳號所生之損害，本公司不負責任。',
          'ja-JP':
            '② 当社は、会員の責めに帰すべき事由によるサービス利用の障害、または会員のアカウント管理の不備により生じた損害について、責任を負いません。',
        },
        {
          'ko-KR':
            '③ 회사는 소셜 서비스 제공자, 통신사업자 등 제3자가 제공하는 서비스의 장애로 발생한 손해에 대하여 회사에 고의 또는 과실이 없는 한 책임을 지지 않습니다.',
          'en-US':
            '(3) Unless the Company is at fault, it is not liable for damage caused by failures of services provided by third parties, such as Social Service providers or telecommunication carriers.',
          'zh-CN':
            '③ 因社交服务提供方、电信运营商等第三方提供的服务出现故障而造成的损害，除公司存在故意或过失外，公司不承担责任。',
          'zh-TW': '③ 因社群服務提供者、電信業者等第三人提供之服務發生障礙所生之損害，除本公司有故意或過失外，本公司不負責任。',
          'ja-JP':
            '③ 当社は、ソーシャルサービス提供者、通信事業者その他の第三者が提供するサービスの障害により生じた損害について、当社に故意または過失がない限り、責任を負いません。',
        },
        {
          'ko-KR':
            '④ 사이트에 게시된 제품·연구 정보는 일반적인 정보 제공을 목적으로 하며, 개인의 건강 상태에 따른 의학적 진단이나 치료를 대신하지 않습니다. 회사는 이용자가 이러한 정보를 바탕으로 내린 판단에 대하여 회사의 고의 또는 중대한 과실이 없는 한 책임을 지지 않습니다.',
          'en-US':
            '(4) The product and research information on the Site is provided for general information and does not replace medical diagnosis or treatment based on an individual’s state of health. Unless the Company acts intentionally or with gross negligence, it is not liable for decisions users make on the basis of this information.',
          'zh-CN':
            '④ 本网站发布的产品及研究信息仅供一般参考，不能替代根据个人健康状况作出的医学诊断或治疗。用户基于上述信息作出的判断，除公司存在故意或重大过失外，公司不承担责任。',
          'zh-TW':
            '④ 本網站刊載之產品及研究資訊僅供一般參考，不能取代依個人健康狀況所為之醫學診斷或治療。使用者基於上述資訊所為之判斷，除本公司有故意或重大過失外，本公司不負責任。',
          'ja-JP':
            '④ 本サイトに掲載する製品・研究情報は一般的な情報提供を目的とするものであり、個人の健康状態に応じた医学的な診断や治療に代わるものではありません。当社は、利用者がこれらの情報に基づいて行った判断について、当社に故意または重大な過失がない限り、責任を負いません。',
        },
        {
          'ko-KR':
            '⑤ 회사는 무상으로 제공하는 서비스의 이용과 관련하여 관련 법령에 특별한 규정이 없는 한 책임을 지지 않습니다. 다만 회사의 고의 또는 중대한 과실로 인한 손해에 대해서는 그러하지 아니합니다.',
          'en-US':
            '(5) Unless applicable laws provide otherwise, the Company is not liable in connection with the use of services provided free of charge. This does not apply to damage caused intentionally or by gross negligence on the part of the Company.',
          'zh-CN': '⑤ 对于免费提供的服务，除相关法律法规另有特别规定外，公司不承担责任；但因公司故意或重大过失造成的损害除外。',
          'zh-TW':
            '⑤ 對於無償提供之服務，除相關法令另有特別規定外，本公司不負責任；但因本公司故意或重大過失所生之損害，不在此限。',
          'ja-JP':
            '⑤ 当社は、無償で提供するサービスの利用に関し、関係法令に特別の定めがない限り責任を負いません。ただし、当社の故意または重大な過失による損害については、この限りではありません。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '제13조 (준거법 및 재판관할)',
        'en-US': 'Article 13 (Governing law and jurisdiction)',
        'zh-CN': '第13条（准据法及管辖法院）',
        'zh-TW': '第13條（準據法及管轄法院）',
        'ja-JP': '第13条（準拠法および裁判管轄）',
      },
      paragraphs: [
        {
          'ko-KR': '① 회사와 이용자는 서비스와 관련하여 분쟁이 발생한 경우 이를 원만하게 해결하기 위하여 성실히 협의합니다.',
          'en-US':
            '(1) If a dispute arises in connection with the Services, the Company and the user will negotiate in good faith to settle it amicably.',
          'zh-CN': '① 公司与用户之间因服务发生争议时，双方应本着诚信原则协商，力求友好解决。',
          'zh-TW': '① 本公司與使用者間因服務發生爭議時，雙方應本於誠信原則協商，力求圓滿解決。',
          'ja-JP': '① 当社と利用者は、サービスに関して紛争が生じた場合、円満に解決するため誠実に協議します。',
        },
        {
          'ko-KR': '② 이 약관과 서비스의 이용에 관하여는 대한민국 법을 적용합니다.',
          'en-US': '(2) These terms and the use of the Services are governed by the laws of the Republic of Korea.',
          'zh-CN': '② 本条款及服务的使用适用大韩民国法律。',
          'zh-TW': '② 本條款及服務之使用，適用大韓民國法律。',
          'ja-JP': '② 本規約およびサービスの利用については、大韓民国法を準拠法とします。',
        },
        {
          'ko-KR':
            '③ 회사와 이용자 사이에 발생한 분쟁에 관한 소송은 「민사소송법」에 따른 관할법원에 제기합니다. 다만 이용자의 주소나 거소가 분명하지 않거나 이용자가 외국에 거주하는 경우에는 수원지방법원을 제1심 관할법원으로 합니다.',
          'en-US':
            '(3) Lawsuits concerning disputes between the Company and a user are to be brought before the court with jurisdiction under the Civil Procedure Act. Where the user’s address or residence is unknown or the user lives outside Korea, the Suwon District Court has jurisdiction at first instance.',
          'zh-CN':
            '③ 公司与用户之间发生争议的诉讼，向韩国《民事诉讼法》规定的管辖法院提起；但用户住所或居所不明或居住于韩国境外的，以水原地方法院为第一审管辖法院。',
          'zh-TW':
            '③ 本公司與使用者間發生爭議之訴訟，向韓國《民事訴訟法》所定之管轄法院提起；但使用者住所或居所不明或居住於韓國境外者，以水原地方法院為第一審管轄法院。',
          'ja-JP':
            '③ 当社と利用者との間に生じた紛争に関する訴訟は、「民事訴訟法」に定める管轄裁判所に提起します。ただし、利用者の住所もしくは居所が明らかでない場合または利用者が国外に居住している場合は、水原地方法院を第一審の管轄裁判所とします。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '부칙',
        'en-US': 'Supplementary provisions',
        'zh-CN': '附则',
        'zh-TW': '附則',
        'ja-JP': '附則',
      },
      paragraphs: [
        {
          'ko-KR': '① 이 약관은 2026년 1월 1일부터 시행합니다.',
          'en-US': '(1) These terms take effect on 1 January 2026.',
          'zh-CN': '① 本条款自2026年1月1日起施行。',
          'zh-TW': '① 本條款自2026年1月1日起施行。',
          'ja-JP': '① 本規約は、2026年1月1日から施行します。',
        },
        {
          'ko-KR':
            '② 이 약관은 한국어로 작성되었으며 영어, 중국어(간체·번체), 일본어 번역본을 함께 제공합니다. 번역본과 한국어 원문의 내용이 서로 다른 경우에는 한국어 원문이 우선합니다.',
          'en-US':
            '(2) These terms are written in Korean and are also provided in English, Chinese (Simplified and Traditional) and Japanese translations. If a translation differs from the Korean original, the Korean original prevails.',
          'zh-CN': '② 本条款以韩文撰写，并提供英文、中文（简体、繁体）及日文译本。译本与韩文原文内容不一致时，以韩文原文为准。',
          'zh-TW': '② 本條款以韓文撰寫，並提供英文、中文（簡體、繁體）及日文譯本。譯本與韓文原文內容不一致時，以韓文原文為準。',
          'ja-JP':
            '② 本規約は韓国語で作成されており、英語、中国語（簡体字・繁体字）、日本語の翻訳版もあわせて提供します。翻訳版と韓国語の原文の内容が異なる場合は、韓国語の原文が優先します。',
        },
      ],
    },
  ],
}
