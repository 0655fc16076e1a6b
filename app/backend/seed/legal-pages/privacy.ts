import { companyAddressLine } from './company-address'
import type { LocalizedDocument } from './types'

/** Privacy policy (개인정보처리방침) under the Korean Personal Information Protection Act. The Korean text prevails. */
export const privacy: LocalizedDocument = {
  effectiveDate: '2026-01-01',
  lead: {
    'ko-KR':
      '주식회사 셀락티스(이하 ‘회사’)는 「개인정보 보호법」 제30조에 따라 정보주체의 개인정보를 보호하고 이와 관련한 고충을 신속하고 원활하게 처리할 수 있도록 다음과 같이 개인정보처리방침을 수립·공개합니다.',
    'en-US':
      'In accordance with Article 30 of the Personal Information Protection Act of Korea, Cellactis Co., Ltd. (the “Company”) has established and publishes this privacy policy to protect the personal information of data subjects and to handle related complaints promptly and smoothly.',
    'zh-CN':
      'Cellactis 株式会社（以下简称“公司”）依据韩国《个人信息保护法》第30条制定并公开本隐私政策，以保护信息主体的个人信息，并迅速、妥善地处理相关投诉。',
    'zh-TW':
      'Cellactis 股份有限公司（以下簡稱「本公司」）依韓國《個人資料保護法》第30條訂定並公開本隱私權政策，以保護當事人之個人資料，並迅速、妥善處理相關申訴。',
    'ja-JP':
      '株式会社セルラクティス（以下「当社」）は、韓国「個人情報保護法」第30条に基づき、情報主体の個人情報を保護し、これに関する苦情を迅速かつ円滑に処理するため、次のとおりプライバシーポリシー（個人情報処理方針）を定め、公開します。',
  },
  sections: [
    {
      heading: {
        'ko-KR': '1. 개인정보의 처리 목적',
        'en-US': '1. Purposes of processing',
        'zh-CN': '1. 个人信息的处理目的',
        'zh-TW': '1. 個人資料之處理目的',
        'ja-JP': '1. 個人情報の処理目的',
      },
      paragraphs: [
        {
          'ko-KR':
            '회사는 다음의 목적을 위하여 개인정보를 처리합니다. 처리한 개인정보는 다음 목적 이외의 용도로는 이용하지 않으며, 이용 목적이 변경되는 경우에는 「개인정보 보호법」 제18조에 따라 별도의 동의를 받는 등 필요한 조치를 이행합니다.',
          'en-US':
            'The Company processes personal information for the purposes below. It does not use personal information for any other purpose, and if a purpose changes, it takes the necessary steps, such as obtaining separate consent, under Article 18 of the Personal Information Protection Act.',
          'zh-CN':
            '公司为以下目的处理个人信息。所处理的个人信息不会用于以下目的之外的用途；如使用目的发生变更，公司将依据《个人信息保护法》第18条另行征得同意等，履行必要措施。',
          'zh-TW':
            '本公司為下列目的處理個人資料。所處理之個人資料不會用於下列目的以外之用途；如利用目的變更，本公司將依《個人資料保護法》第18條另行取得同意等，採取必要措施。',
          'ja-JP':
            '当社は、次の目的のために個人情報を処理します。処理した個人情報は次の目的以外には利用せず、利用目的が変更される場合は、「個人情報保護法」第18条に従い別途同意を得るなど必要な措置を講じます。',
        },
      ],
      items: [
        {
          'ko-KR':
            '회원 가입과 관리: 회원제 서비스 제공에 따른 본인 식별·인증, 회원자격 유지·관리, 휴대전화 번호 변경 시 본인 확인, 서비스 부정 이용 방지와 탈퇴 후 6개월 이내 재가입 제한, 각종 고지·통지',
          'en-US':
            'Membership: identifying and authenticating members, maintaining and managing memberships, verifying identity when a mobile number is changed, preventing misuse of the services and barring re-registration within six months of account closing, and sending notices.',
          'zh-CN':
            '会员注册与管理：会员服务中的身份识别与认证、会员资格的维持与管理、更换手机号码时的本人确认、防止服务滥用及限制注销后6个月内重新注册、发送各类通知。',
          'zh-TW':
            '會員註冊與管理：會員服務之身分識別與驗證、會員資格之維持與管理、變更手機號碼時之本人確認、防止服務遭濫用及限制退出後6個月內重新註冊、寄送各類通知。',
          'ja-JP':
            '会員登録と管理：会員制サービスの提供に伴う本人の識別・認証、会員資格の維持・管理、携帯電話番号変更時の本人確認、サービスの不正利用の防止および退会後6か月以内の再登録の制限、各種のお知らせ・通知',
        },
        {
          'ko-KR': '문의 처리: OEM·ODM, 원료, 제휴 등 문의 내용의 확인, 처리를 위한 연락과 통지, 처리 결과 안내, 쇼룸 방문 예약',
          'en-US':
            'Inquiries: reviewing inquiries about OEM/ODM, raw materials, partnerships and other matters, contacting the inquirer in order to handle them, reporting the outcome, and booking showroom visits.',
          'zh-CN': '咨询处理：确认OEM/ODM、原料、合作等咨询内容，为处理咨询进行联系与通知，告知处理结果，以及受理展厅参观预约。',
          'zh-TW':
            '諮詢處理：確認OEM/ODM、原料、合作等諮詢內容，為處理諮詢進行聯繫與通知，告知處理結果，以及受理展示廳參觀預約。',
          'ja-JP':
            'お問い合わせへの対応：OEM・ODM、原料、提携などのお問い合わせ内容の確認、対応のための連絡・通知、対応結果のご案内、ショールーム見学の予約',
        },
        {
          'ko-KR': '회원 서비스 제공: Q&A 답변, 포인트 적립·사용 관리, 원료 샘플 신청의 검토와 발송',
          'en-US':
            'Member services: answering Q&A posts, managing the earning and use of points, and reviewing and shipping raw material sample requests.',
          'zh-CN': '提供会员服务：答复问答、管理积分的获得与使用、审核并寄送原料样品申请。',
          'zh-TW': '提供會員服務：回覆問答、管理點數之累積與使用、審核並寄送原料樣品申請。',
          'ja-JP': '会員サービスの提供：Q&Aへの回答、ポイントの付与・利用の管理、原料サンプル申請の審査と発送',
        },
        {
          'ko-KR':
            '서비스 운영과 보안: 선택한 언어의 유지, 로그인 상태 유지, 서비스 장애 대응과 부정 접속 탐지, 접속 기록의 보관',
          'en-US':
            'Operation and security: remembering the chosen language, keeping users signed in, responding to service failures, detecting unauthorised access, and keeping access records.',
          'zh-CN': '服务运营与安全：保留所选语言、维持登录状态、应对服务故障并检测异常访问、保存访问记录。',
          'zh-TW': '服務營運與安全：保留所選語言、維持登入狀態、處理服務故障並偵測異常存取、保存存取紀錄。',
          'ja-JP':
            'サービスの運営とセキュリティ：選択した言語の保持、ログイン状態の維持、サービス障害への対応と不正アクセスの検知、アクセス記録の保管',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '2. 처리하는 개인정보의 항목과 수집 방법',
        'en-US': '2. Personal information we process and how we collect it',
        'zh-CN': '2. 处理的个人信息项目及收集方式',
        'zh-TW': '2. 處理之個人資料項目及蒐集方式',
        'ja-JP': '2. 処理する個人情報の項目と収集方法',
      },
      paragraphs: [
        {
          'ko-KR':
            '회사는 서비스 제공에 필요한 최소한의 개인정보만을 처리하며, 주민등록번호 등 고유식별정보와 민감정보는 처리하지 않습니다. 개인정보는 정보주체가 회원가입·문의·샘플 신청 양식에 직접 입력하거나, 소셜 로그인 시 해당 소셜 서비스로부터 제공받거나, 서비스 이용 과정에서 자동으로 생성되어 수집됩니다.',
          'en-US':
            'The Company processes only the minimum personal information needed to provide its services, and does not process unique identifiers such as resident registration numbers or sensitive information. Personal information is entered by data subjects in the sign-up, inquiry and sample request forms, received from the relevant Social Service at social sign-in, or generated automatically while the services are used.',
          'zh-CN':
            '公司仅处理提供服务所需的最少个人信息，不处理居民登记号码等唯一识别信息及敏感信息。个人信息通过以下方式收集：信息主体在注册、咨询、样品申请表单中直接填写；社交登录时由相关社交服务提供；或在使用服务过程中自动生成。',
          'zh-TW':
            '本公司僅處理提供服務所需之最少個人資料，不處理身分證字號（韓國居民登錄號碼）等唯一識別資訊及敏感性資料。個人資料透過以下方式蒐集：當事人於註冊、諮詢、樣品申請表單中直接填寫；社群登入時由該社群服務提供；或於使用服務過程中自動產生。',
          'ja-JP':
            '当社は、サービスの提供に必要な最小限の個人情報のみを処理し、住民登録番号などの固有識別情報および要配慮情報（センシティブ情報）は処理しません。個人情報は、情報主体が会員登録・お問い合わせ・サンプル申請の各フォームに直接入力するほか、ソーシャルログイン時に当該ソーシャルサービスから提供を受け、またはサービスの利用過程で自動的に生成されることにより収集されます。',
        },
        {
          'ko-KR': '처리하는 개인정보의 항목은 다음과 같습니다.',
          'en-US': 'The items of personal information we process are as follows.',
          'zh-CN': '处理的个人信息项目如下：',
          'zh-TW': '處理之個人資料項目如下：',
          'ja-JP': '処理する個人情報の項目は、次のとおりです。',
        },
      ],
      items: [
        {
          'ko-KR':
            '이메일 회원가입: 이메일 주소, 비밀번호(일방향 암호화하여 저장), 이름, 휴대전화 번호, 회사·브랜드명(입력한 경우)',
          'en-US':
            'Sign-up by email: email address, password (stored as a one-way hash), name, mobile phone number, and company or brand name (if given).',
          'zh-CN': '电子邮箱注册：电子邮箱地址、密码（经单向加密后保存）、姓名、手机号码、公司或品牌名称（如有填写）。',
          'zh-TW': '電子郵件註冊：電子郵件地址、密碼（經單向加密後儲存）、姓名、手機號碼、公司或品牌名稱（如有填寫）。',
          'ja-JP':
            'メールアドレスによる会員登録：メールアドレス、パスワード（一方向暗号化して保存）、氏名、携帯電話番号、会社名・ブランド名（入力した場合）',
        },
        {
          'ko-KR':
            '소셜 로그인 회원가입(Facebook, Google, 네이버, 카카오): 소셜 서비스의 고유 식별자, 이메일 주소, 이름 또는 닉네임 중 이용자가 해당 서비스에서 제공에 동의한 항목, 그리고 회원이 직접 입력한 휴대전화 번호와 회사·브랜드명',
          'en-US':
            'Social sign-in (Facebook, Google, Naver, Kakao): the Social Service’s unique identifier, email address, and name or nickname, to the extent the user agreed to share them on that service, plus any mobile number and company or brand name the member enters.',
          'zh-CN':
            '社交登录注册（Facebook、Google、Naver、Kakao）：用户在该服务中同意提供的社交服务唯一标识符、电子邮箱地址、姓名或昵称，以及会员自行填写的手机号码和公司或品牌名称。',
          'zh-TW':
            '社群登入註冊（Facebook、Google、Naver、Kakao）：使用者於該服務中同意提供之社群服務唯一識別碼、電子郵件地址、姓名或暱稱，以及會員自行填寫之手機號碼與公司或品牌名稱。',
          'ja-JP':
            'ソーシャルログインによる会員登録（Facebook、Google、NAVER、Kakao）：ソーシャルサービスの固有識別子、メールアドレス、氏名またはニックネームのうち利用者が当該サービスで提供に同意した項目、および会員が直接入力した携帯電話番号と会社名・ブランド名',
        },
        {
          'ko-KR': '휴대전화 번호 변경: 새 휴대전화 번호, 문자 메시지(SMS) 인증번호의 발송·확인 기록',
          'en-US':
            'Mobile number change: the new mobile number and records of the SMS verification code being sent and confirmed.',
          'zh-CN': '更换手机号码：新手机号码、短信验证码的发送及验证记录。',
          'zh-TW': '變更手機號碼：新手機號碼、簡訊驗證碼之發送及驗證紀錄。',
          'ja-JP': '携帯電話番号の変更：新しい携帯電話番号、SMS認証コードの送信・確認の記録',
        },
        {
          'ko-KR': '문의: 문의 유형, 회사·브랜드명, 이름, 이메일 주소, 전화번호, 제목, 문의 내용, 첨부 파일(첨부한 경우)',
          'en-US':
            'Inquiries: category, company or brand name, name, email address, phone number, subject, message, and attachments (if any).',
          'zh-CN': '咨询：咨询类型、公司或品牌名称、姓名、电子邮箱地址、电话号码、标题、咨询内容、附件（如有上传）。',
          'zh-TW': '諮詢：諮詢類型、公司或品牌名稱、姓名、電子郵件地址、電話號碼、主旨、諮詢內容、附件（如有上傳）。',
          'ja-JP':
            'お問い合わせ：お問い合わせ種別、会社名・ブランド名、氏名、メールアドレス、電話番号、件名、お問い合わせ内容、添付ファイル（添付した場合）',
        },
        {
          'ko-KR': '원료 샘플 신청: 회사·브랜드명, 수령인 이름, 배송지 주소, 연락처, 신청 원료와 수량, 사용 목적',
          'en-US':
            'Raw material sample requests: company or brand name, recipient’s name, delivery address, phone number, ingredients and quantities requested, and intended use.',
          'zh-CN': '原料样品申请：公司或品牌名称、收件人姓名、收件地址、联系电话、申请的原料及数量、用途。',
          'zh-TW': '原料樣品申請：公司或品牌名稱、收件人姓名、收件地址、聯絡電話、申請之原料及數量、用途。',
          'ja-JP': '原料サンプル申請：会社名・ブランド名、受取人氏名、配送先住所、連絡先、申請原料と数量、使用目的',
        },
        {
          'ko-KR': '회원 서비스 이용: 포인트 적립·사용 내역, Q&A 질문과 답변 내용',
          'en-US': 'Use of member services: points earned and used, and Q&A questions and answers.',
          'zh-CN': '使用会员服务：积分获得及使用记录、问答的提问与回复内容。',
          'zh-TW': '使用會員服務：點數累積及使用紀錄、問答之提問與回覆內容。',
          'ja-JP': '会員サービスの利用：ポイントの付与・利用履歴、Q&Aの質問と回答の内容',
        },
        {
          'ko-KR':
            '자동으로 수집되는 항목: 접속 IP 주소, 접속 일시, 브라우저·기기 정보, 요청한 페이지 등의 접속 기록, 쿠키(언어 설정 쿠키와 세션 쿠키)',
          'en-US':
            'Collected automatically: access logs such as IP address, date and time of access, browser and device information and pages requested, and cookies (the language cookie and the session cookie).',
          'zh-CN':
            '自动收集的项目：访问IP地址、访问时间、浏览器及设备信息、所请求页面等访问日志，以及Cookie（语言设置Cookie和会话Cookie）。',
          'zh-TW':
            '自動蒐集之項目：存取IP位址、存取時間、瀏覽器及裝置資訊、所請求頁面等存取紀錄，以及Cookie（語言設定Cookie與工作階段Cookie）。',
          'ja-JP':
            '自動的に収集される項目：接続IPアドレス、接続日時、ブラウザ・端末情報、リクエストしたページなどのアクセスログ、クッキー（言語設定クッキーおよびセッションクッキー）',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '3. 개인정보의 처리 및 보유 기간',
        'en-US': '3. Retention periods',
        'zh-CN': '3. 个人信息的处理及保存期限',
        'zh-TW': '3. 個人資料之處理及保存期間',
        'ja-JP': '3. 個人情報の処理および保有期間',
      },
      paragraphs: [
        {
          'ko-KR':
            '회사는 법령에 따른 보유 기간 또는 정보주체로부터 개인정보를 수집할 때 동의받은 보유 기간 안에서 개인정보를 처리·보유합니다.',
          'en-US':
            'The Company processes and keeps personal information only within the retention period set by law or agreed to by the data subject when the information was collected.',
          'zh-CN': '公司在法律法规规定的保存期限内，或在收集个人信息时经信息主体同意的保存期限内处理和保存个人信息。',
          'zh-TW': '本公司於法令規定之保存期間內，或於蒐集個人資料時經當事人同意之保存期間內處理及保存個人資料。',
          'ja-JP':
            '当社は、法令に基づく保有期間、または情報主体から個人情報を収集する際に同意を得た保有期間の範囲内で、個人情報を処理・保有します。',
        },
        {
          'ko-KR':
            '다만 관계 법령 위반에 따른 수사·조사가 진행 중인 경우에는 아래 기간에도 불구하고 해당 수사·조사가 끝날 때까지 보유할 수 있습니다. 항목별 보유 기간은 다음과 같습니다.',
          'en-US':
            'However, where an investigation into a violation of the law is under way, the information may be kept until the investigation has ended, notwithstanding the periods below. The retention period for each category is as follows.',
          'zh-CN':
            '但如因违反相关法律法规而正在接受侦查或调查，即使超过以下期限，也可保存至侦查或调查结束为止。各项目的保存期限如下：',
          'zh-TW':
            '但如因違反相關法令而正在進行偵查或調查，即使超過下列期間，亦得保存至偵查或調查終結為止。各項目之保存期間如下：',
          'ja-JP':
            'ただし、関係法令違反に関する捜査・調査が進行中の場合は、下記の期間にかかわらず、当該捜査・調査が終了するまで保有することがあります。項目ごとの保有期間は次のとおりです。',
        },
      ],
      items: [
        {
          'ko-KR':
            '회원 정보와 회원 서비스 이용 정보(포인트, Q&A, 샘플 신청 내역): 회원 탈퇴 시까지. 탈퇴하면 지체 없이 파기합니다.',
          'en-US':
            'Member information and member service records (points, Q&A, sample requests): until the account is closed, and then destroyed without delay.',
          'zh-CN': '会员信息及会员服务使用信息（积分、问答、样品申请记录）：保存至会员注销为止，注销后立即销毁。',
          'zh-TW': '會員資料及會員服務使用資料（點數、問答、樣品申請紀錄）：保存至會員退出為止，退出後立即銷毀。',
          'ja-JP':
            '会員情報および会員サービスの利用情報（ポイント、Q&A、サンプル申請履歴）：退会時まで。退会後は遅滞なく廃棄します。',
        },
        {
          'ko-KR':
            '탈퇴 회원의 재가입 제한 정보: 탈퇴 시 이메일 주소 또는 소셜 서비스 식별자를 원래 값으로 되돌릴 수 없도록 일방향 암호화(해시)한 값만을 탈퇴일부터 6개월 동안 보관하여 같은 계정으로 재가입하는 것을 제한하며, 6개월이 지나면 지체 없이 파기합니다. 이 값은 재가입 제한 외의 목적으로 이용하지 않습니다.',
          'en-US':
            'Re-registration bar for former members: when an account is closed, we keep only a one-way hash of the email address or Social Service identifier, which cannot be turned back into the original value, for six months from the closing date, to prevent re-registration with the same account; after six months it is purged without delay. This value is used for no other purpose.',
          'zh-CN':
            '已注销会员的重新注册限制信息：注销时，仅将电子邮箱地址或社交服务标识符经单向加密（哈希）处理为无法还原的值，自注销之日起保存6个月，用于限制以同一账号重新注册；6个月期满后立即销毁。该值不会用于限制重新注册以外的任何目的。',
          'zh-TW':
            '已退出會員之重新註冊限制資料：退出時，僅將電子郵件地址或社群服務識別碼經單向加密（雜湊）處理為無法還原之值，自退出之日起保存6個月，用於限制以同一帳號重新註冊；6個月期滿後立即銷毀。該值不會用於限制重新註冊以外之任何目的。',
          'ja-JP':
            '退会会員の再登録制限情報：退会時に、メールアドレスまたはソーシャルサービスの識別子を元の値に戻せないよう一方向に暗号化（ハッシュ化）した値のみを退会日から6か月間保管して同一アカウントでの再登録を制限し、6か月経過後は遅滞なく廃棄します。この値は再登録の制限以外の目的には利用しません。',
        },
        {
          'ko-KR':
            '문의 정보: 문의 내용과 첨부 파일을 포함한 문의 관련 개인정보는 문의 처리가 완료된 날부터 3개월 이내에 파기합니다.',
          'en-US':
            'Inquiries: personal information relating to an inquiry, including its contents and any attachments, is destroyed within three months after the inquiry has been processed.',
          'zh-CN': '咨询信息：与咨询相关的个人信息（包括咨询内容及附件）将在咨询处理完毕之日起3个月内销毁。',
          'zh-TW': '諮詢資料：與諮詢相關之個人資料（包括諮詢內容及附件），將於諮詢處理完畢之日起3個月內銷毀。',
          'ja-JP':
            'お問い合わせ情報：お問い合わせ内容および添付ファイルを含むお問い合わせ関連の個人情報は、対応が完了した日から3か月以内に廃棄します。',
        },
        {
          'ko-KR': '접속 기록(로그): 3개월 (「통신비밀보호법」)',
          'en-US': 'Access logs: three months (Protection of Communications Secrets Act).',
          'zh-CN': '访问记录（日志）：3个月（韩国《通信秘密保护法》）。',
          'zh-TW': '存取紀錄（日誌）：3個月（韓國《通訊秘密保護法》）。',
          'ja-JP': 'アクセス記録（ログ）：3か月（通信秘密保護法）',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '4. 개인정보의 제3자 제공',
        'en-US': '4. Provision to third parties',
        'zh-CN': '4. 向第三方提供个人信息',
        'zh-TW': '4. 個人資料之提供予第三人',
        'ja-JP': '4. 個人情報の第三者提供',
      },
      paragraphs: [
        {
          'ko-KR':
            '회사는 정보주체의 개인정보를 ‘1. 개인정보의 처리 목적’에서 밝힌 범위 안에서만 처리하며, 정보주체의 동의가 있거나 법률에 특별한 규정이 있는 경우 등 「개인정보 보호법」 제17조와 제18조에 해당하는 경우에만 개인정보를 제3자에게 제공합니다.',
          'en-US':
            'The Company processes personal information only within the scope described in section 1, and provides it to third parties only in the cases permitted by Articles 17 and 18 of the Personal Information Protection Act, such as with the data subject’s consent or where a law specifically requires it.',
          'zh-CN':
            '公司仅在“1. 个人信息的处理目的”所述范围内处理信息主体的个人信息，仅在取得信息主体同意或法律有特别规定等符合《个人信息保护法》第17条及第18条规定的情形下，才向第三方提供个人信息。',
          'zh-TW':
            '本公司僅於「1. 個人資料之處理目的」所述範圍內處理當事人之個人資料，僅於取得當事人同意或法律有特別規定等符合《個人資料保護法》第17條及第18條規定之情形，始將個人資料提供予第三人。',
          'ja-JP':
            '当社は、情報主体の個人情報を「1. 個人情報の処理目的」に記載した範囲内でのみ処理し、情報主体の同意がある場合や法律に特別な定めがある場合など、「個人情報保護法」第17条および第18条に該当する場合に限り、個人情報を第三者に提供します。',
        },
        {
          'ko-KR':
            '현재 회사는 개인정보를 제3자에게 제공하지 않습니다. 다만 수사기관이 법령에 정해진 절차와 방법에 따라 요청하는 경우처럼 법령에 따라 제공할 의무가 있는 경우는 예외로 합니다.',
          'en-US':
            'The Company currently does not provide personal information to any third party, except where it is legally obliged to do so, for example when an investigative authority requests it following the procedures and methods set by law.',
          'zh-CN': '目前公司不向任何第三方提供个人信息；但侦查机关依照法律规定的程序和方式提出要求等依法负有提供义务的情形除外。',
          'zh-TW':
            '目前本公司未將個人資料提供予任何第三人；但偵查機關依法令所定程序及方式提出要求等依法負有提供義務之情形，不在此限。',
          'ja-JP':
            '当社は現在、個人情報を第三者に提供していません。ただし、捜査機関が法令に定める手続きと方法に従って要請した場合など、法令により提供する義務がある場合は例外とします。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '5. 개인정보 처리업무의 위탁',
        'en-US': '5. Entrustment of processing',
        'zh-CN': '5. 个人信息处理业务的委托',
        'zh-TW': '5. 個人資料處理業務之委託',
        'ja-JP': '5. 個人情報の処理業務の委託',
      },
      paragraphs: [
        {
          'ko-KR':
            '회사는 원활한 서비스 제공을 위하여 개인정보 처리업무의 일부를 외부 전문업체에 위탁하고 있습니다. 위탁계약을 체결할 때에는 「개인정보 보호법」 제26조에 따라 위탁업무 수행 목적 외 개인정보 처리 금지, 기술적·관리적 보호조치, 재위탁 제한, 수탁자에 대한 관리·감독, 손해배상 등 책임에 관한 사항을 계약서 등 문서에 명시하고, 수탁자가 개인정보를 안전하게 처리하는지 감독합니다.',
          'en-US':
            'To provide its services smoothly, the Company entrusts part of its personal information processing to specialised external providers. In line with Article 26 of the Personal Information Protection Act, its contracts with them set out in writing that personal information may not be processed beyond the entrusted work, the technical and administrative safeguards required, restrictions on subcontracting, the Company’s management and supervision of the processor, and liability for damages, and the Company supervises whether processors handle personal information securely.',
          'zh-CN':
            '为顺利提供服务，公司将部分个人信息处理业务委托给外部专业机构。签订委托合同时，公司依据《个人信息保护法》第26条，在合同等书面文件中明确规定：禁止为委托业务以外的目的处理个人信息、技术及管理保护措施、再委托限制、对受托方的管理与监督、损害赔偿等责任事项，并监督受托方是否安全地处理个人信息。',
          'zh-TW':
            '為順利提供服務，本公司將部分個人資料處理業務委託外部專業業者辦理。簽訂委託契約時，本公司依《個人資料保護法》第26條，於契約等書面文件中明定：禁止為委託業務以外之目的處理個人資料、技術及管理上之保護措施、複委託之限制、對受託者之管理與監督、損害賠償等責任事項，並監督受託者是否安全處理個人資料。',
          'ja-JP':
            '当社は、円滑なサービス提供のため、個人情報の処理業務の一部を外部の専門事業者に委託しています。委託契約の締結に際しては、「個人情報保護法」第26条に従い、委託業務の遂行目的以外での個人情報の処理の禁止、技術的・管理的保護措置、再委託の制限、受託者に対する管理・監督、損害賠償等の責任に関する事項を契約書等の文書に明記し、受託者が個人情報を安全に処理しているかを監督します。',
        },
        {
          'ko-KR':
            '위탁업무의 내용이나 수탁자가 바뀌는 경우에는 지체 없이 이 개인정보처리방침을 통하여 공개합니다. 현재 위탁하고 있는 업무는 다음과 같으며, 수탁자의 상호는 개인정보 보호책임자에게 요청하시면 안내해 드립니다.',
          'en-US':
            'If the entrusted work or the processors change, we will disclose this in this privacy policy without delay. The work currently entrusted is listed below; the names of the processors are available from our privacy officer on request.',
          'zh-CN':
            '委托业务内容或受托方发生变更时，公司将立即通过本隐私政策予以公开。目前委托的业务如下；如需了解受托方的名称，可向个人信息保护负责人索取。',
          'zh-TW':
            '委託業務內容或受託者有變更時，本公司將立即透過本隱私權政策公開。目前委託之業務如下；如需了解受託者名稱，可向個人資料保護負責人索取。',
          'ja-JP':
            '委託業務の内容または受託者が変更された場合は、遅滞なく本ポリシーで公開します。現在委託している業務は次のとおりで、受託者の名称は個人情報保護責任者にお問い合わせいただければご案内します。',
        },
      ],
      items: [
        {
          'ko-KR': '클라우드 호스팅 사업자: 사이트 운영을 위한 서버와 데이터베이스, 파일 저장소 등 인프라 제공 및 데이터 보관',
          'en-US':
            'Cloud hosting provider: the servers, database, file storage and other infrastructure that run the Site, and storage of its data.',
          'zh-CN': '云托管服务商：提供运营本网站所需的服务器、数据库、文件存储等基础设施并保管数据。',
          'zh-TW': '雲端主機服務業者：提供經營本網站所需之伺服器、資料庫、檔案儲存空間等基礎設施並保管資料。',
          'ja-JP':
            'クラウドホスティング事業者：本サイトの運営に必要なサーバー、データベース、ファイルストレージなどのインフラの提供およびデータの保管',
        },
        {
          'ko-KR': '문자 메시지(SMS) 발송 대행사: 휴대전화 번호 변경 등 본인 확인을 위한 인증번호 발송',
          'en-US':
            'SMS gateway provider: sending verification codes by text message, for example when a mobile number is changed.',
          'zh-CN': '短信发送代理商：为更换手机号码等本人确认程序发送验证码。',
          'zh-TW': '簡訊發送代理業者：為變更手機號碼等本人確認程序發送驗證碼。',
          'ja-JP': 'SMS送信代行事業者：携帯電話番号の変更などの本人確認のための認証コードの送信',
        },
        {
          'ko-KR': '이메일 발송 대행사: 문의 답변, 회원 관련 고지 등 서비스 이메일 발송',
          'en-US': 'Email delivery provider: sending service emails such as replies to inquiries and notices to members.',
          'zh-CN': '电子邮件发送代理商：发送咨询答复、会员相关通知等服务邮件。',
          'zh-TW': '電子郵件發送代理業者：寄送諮詢回覆、會員相關通知等服務郵件。',
          'ja-JP': 'メール送信代行事業者：お問い合わせへの回答、会員へのお知らせなどのサービスメールの送信',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '6. 개인정보의 파기 절차 및 방법',
        'en-US': '6. Destruction procedure and method',
        'zh-CN': '6. 个人信息的销毁程序及方法',
        'zh-TW': '6. 個人資料之銷毀程序及方法',
        'ja-JP': '6. 個人情報の廃棄手続きおよび方法',
      },
      paragraphs: [
        {
          'ko-KR':
            '회사는 보유 기간이 지나거나 처리 목적이 달성되는 등 개인정보가 불필요하게 되었을 때에는 지체 없이 해당 개인정보를 파기합니다. 다른 법령에 따라 개인정보를 계속 보존하여야 하는 경우에는 해당 개인정보를 별도의 데이터베이스로 옮기거나 보관 장소를 달리하여 보존합니다.',
          'en-US':
            'When personal information is no longer needed, for example because its retention period has expired or its purpose has been fulfilled, the Company destroys it without delay. Where another law requires the information to be kept, it is moved to a separate database or stored in a separate place.',
          'zh-CN':
            '当个人信息因保存期限届满或处理目的已实现等原因不再需要时，公司将立即予以销毁。依其他法律法规须继续保存的，将该个人信息转移至独立的数据库或存放于不同场所保存。',
          'zh-TW':
            '個人資料因保存期間屆滿或處理目的已達成等原因而不再需要時，本公司將立即予以銷毀。依其他法令須繼續保存者，將該個人資料移至獨立之資料庫或存放於不同場所保存。',
          'ja-JP':
            '当社は、保有期間の経過や処理目的の達成などにより個人情報が不要となったときは、遅滞なく当該個人情報を廃棄します。他の法令により個人情報を引き続き保存しなければならない場合は、当該個人情報を別のデータベースに移し、または保管場所を分けて保存します。',
        },
      ],
      items: [
        {
          'ko-KR':
            '파기 절차: 파기 사유가 발생한 개인정보를 선정하고 개인정보 보호책임자의 승인을 받아 파기합니다. 문의 정보와 재가입 제한을 위한 해시값처럼 보유 기간이 정해진 정보는 정기적인 파기 절차에 따라 기간 안에 삭제합니다.',
          'en-US':
            'Procedure: personal information due for destruction is identified and destroyed with the approval of the privacy officer. Information with a fixed retention period, such as inquiries and the hashes kept to bar re-registration, is deleted within that period through a regular destruction routine.',
          'zh-CN':
            '销毁程序：选定应销毁的个人信息，经个人信息保护负责人批准后予以销毁。咨询信息、用于限制重新注册的哈希值等有固定保存期限的信息，按定期销毁程序在期限内删除。',
          'zh-TW':
            '銷毀程序：選定應銷毀之個人資料，經個人資料保護負責人核准後予以銷毀。諮詢資料、用於限制重新註冊之雜湊值等有固定保存期間之資料，依定期銷毀程序於期間內刪除。',
          'ja-JP':
            '廃棄手続き：廃棄事由が生じた個人情報を選定し、個人情報保護責任者の承認を得て廃棄します。お問い合わせ情報や再登録制限のためのハッシュ値など保有期間が定められた情報は、定期的な廃棄手続きにより期間内に削除します。',
        },
        {
          'ko-KR':
            '파기 방법: 전자적 파일 형태의 정보는 복구하거나 재생할 수 없는 기술적 방법으로 영구 삭제하며, 종이에 출력된 정보는 분쇄하거나 소각합니다.',
          'en-US':
            'Method: electronic files are permanently deleted using technical methods that make recovery impossible, and information printed on paper is shredded or incinerated.',
          'zh-CN': '销毁方法：电子文件形式的信息采用无法恢复或再现的技术方法永久删除；纸质信息予以粉碎或焚毁。',
          'zh-TW': '銷毀方法：電子檔案形式之資料以無法復原或重現之技術方法永久刪除；紙本資料予以碎紙或焚化。',
          'ja-JP':
            '廃棄方法：電子ファイル形式の情報は復元・再生できない技術的方法で完全に削除し、紙に出力された情報は粉砕または焼却します。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '7. 정보주체와 법정대리인의 권리·의무 및 행사 방법',
        'en-US': '7. Your rights and how to exercise them',
        'zh-CN': '7. 信息主体及法定代理人的权利、义务及行使方式',
        'zh-TW': '7. 當事人及法定代理人之權利、義務及行使方式',
        'ja-JP': '7. 情報主体および法定代理人の権利・義務とその行使方法',
      },
      paragraphs: [
        {
          'ko-KR':
            '정보주체는 회사에 대하여 언제든지 개인정보의 열람, 정정·삭제, 처리정지를 요구하거나 개인정보 처리에 대한 동의를 철회할 수 있습니다.',
          'en-US':
            'Data subjects may at any time ask the Company to give them access to, correct, delete or stop processing their personal information, or withdraw their consent to its processing.',
          'zh-CN': '信息主体可随时要求公司提供个人信息查阅、更正、删除或停止处理，也可撤回对个人信息处理的同意。',
          'zh-TW': '當事人得隨時向本公司請求查閱、更正、刪除或停止處理其個人資料，亦得撤回對個人資料處理之同意。',
          'ja-JP':
            '情報主体は、当社に対していつでも、個人情報の閲覧、訂正・削除、処理停止を求め、または個人情報の処理に関する同意を撤回することができます。',
        },
        {
          'ko-KR':
            '회원은 마이페이지에서 자신의 회원정보를 직접 열람·수정하거나 회원 탈퇴를 통하여 동의를 철회할 수 있습니다. 그 밖의 권리 행사는 서면이나 이메일(privacy@cellactis.co.kr) 등으로 하실 수 있으며, 회사는 요구를 받은 날부터 10일 이내에 조치하고 그 결과를 알려 드립니다.',
          'en-US':
            'Members can view and correct their information themselves in My page, and can withdraw their consent by closing their account. Other requests can be made in writing or by email to privacy@cellactis.co.kr; the Company acts on them within 10 days of receipt and informs you of the outcome.',
          'zh-CN':
            '会员可在“我的页面”自行查阅、修改本人会员信息，或通过注销账号撤回同意。其他权利可通过书面或电子邮件（privacy@cellactis.co.kr）等方式行使，公司将在收到请求之日起10日内处理并告知结果。',
          'zh-TW':
            '會員得於「我的頁面」自行查閱、修改本人會員資料，或透過退出會員撤回同意。其他權利得以書面或電子郵件（privacy@cellactis.co.kr）等方式行使，本公司將於收到請求之日起10日內處理並告知結果。',
          'ja-JP':
            '会員は、マイページで自身の会員情報を直接閲覧・修正し、または退会により同意を撤回することができます。その他の権利は、書面またはメール（privacy@cellactis.co.kr）などで行使することができ、当社は請求を受けた日から10日以内に対応し、その結果をお知らせします。',
        },
        {
          'ko-KR':
            '권리 행사는 정보주체의 법정대리인이나 위임을 받은 사람 등 대리인을 통하여 하실 수도 있으며, 이 경우 「개인정보 처리 방법에 관한 고시」에 따른 위임장을 제출하셔야 합니다. 회사는 권리 행사를 요구한 사람이 본인이거나 정당한 대리인인지 확인합니다.',
          'en-US':
            'These rights may also be exercised through a representative, such as a legal guardian or a person authorised by the data subject, who must submit a power of attorney in the form set by the Notice on Methods of Processing Personal Information. The Company checks that the person making the request is the data subject or a legitimate representative.',
          'zh-CN':
            '上述权利也可通过信息主体的法定代理人或受托人等代理人行使，此时须提交符合《关于个人信息处理方法的告示》的授权委托书。公司将确认提出请求者是否为本人或合法代理人。',
          'zh-TW':
            '上述權利亦得透過當事人之法定代理人或受委任人等代理人行使，此時須提出符合《個人資料處理方法告示》之委任書。本公司將確認提出請求者是否為本人或合法代理人。',
          'ja-JP':
            '権利の行使は、情報主体の法定代理人や委任を受けた者などの代理人を通じて行うこともでき、この場合は「個人情報の処理方法に関する告示」に基づく委任状を提出していただく必要があります。当社は、権利の行使を求めた者が本人または正当な代理人であるかを確認します。',
        },
        {
          'ko-KR':
            '개인정보의 열람과 처리정지 요구는 「개인정보 보호법」 제35조 제4항과 제37조 제2항에 따라 제한될 수 있으며, 다른 법령에서 수집 대상으로 명시된 개인정보는 삭제를 요구할 수 없습니다.',
          'en-US':
            'Requests for access or for processing to stop may be restricted under Article 35(4) and Article 37(2) of the Personal Information Protection Act, and deletion cannot be requested for personal information that another law expressly requires to be collected.',
          'zh-CN':
            '查阅及停止处理个人信息的请求可能依《个人信息保护法》第35条第4款及第37条第2款受到限制；其他法律法规明确规定须收集的个人信息，不得要求删除。',
          'zh-TW':
            '查閱及停止處理個人資料之請求，可能依《個人資料保護法》第35條第4項及第37條第2項受到限制；其他法令明定須蒐集之個人資料，不得請求刪除。',
          'ja-JP':
            '個人情報の閲覧および処理停止の請求は、「個人情報保護法」第35条第4項および第37条第2項により制限されることがあり、他の法令で収集対象として明示されている個人情報については削除を求めることはできません。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '8. 개인정보의 안전성 확보 조치',
        'en-US': '8. Security measures',
        'zh-CN': '8. 确保个人信息安全的措施',
        'zh-TW': '8. 確保個人資料安全之措施',
        'ja-JP': '8. 個人情報の安全性確保措置',
      },
      paragraphs: [
        {
          'ko-KR': '회사는 개인정보의 안전성을 확보하기 위하여 다음과 같은 조치를 하고 있습니다.',
          'en-US': 'The Company takes the following measures to keep personal information secure.',
          'zh-CN': '为确保个人信息安全，公司采取以下措施：',
          'zh-TW': '為確保個人資料安全，本公司採取下列措施：',
          'ja-JP': '当社は、個人情報の安全性を確保するため、次の措置を講じています。',
        },
      ],
      items: [
        {
          'ko-KR': '관리적 조치: 내부관리계획의 수립·시행, 개인정보를 취급하는 직원의 최소화와 정기적인 교육',
          'en-US':
            'Administrative: an internal management plan, keeping the number of staff who handle personal information to a minimum, and regular training.',
          'zh-CN': '管理措施：制定并实施内部管理计划，将接触个人信息的员工人数降至最低，并定期开展培训。',
          'zh-TW': '管理措施：訂定並執行內部管理計畫，將經手個人資料之員工人數降至最低，並定期辦理教育訓練。',
          'ja-JP': '管理的措置：内部管理計画の策定・実施、個人情報を取り扱う従業員の最小化と定期的な教育',
        },
        {
          'ko-KR':
            '기술적 조치: 개인정보처리시스템의 접근 권한 관리와 접근 통제, 비밀번호의 일방향 암호화 저장, 전송 구간 암호화(TLS), 접속 기록의 보관과 위·변조 방지, 보안 업데이트의 주기적 적용',
          'en-US':
            'Technical: managing and controlling access rights to the systems that process personal information, storing passwords as one-way hashes, encrypting data in transit (TLS), keeping access records and protecting them from tampering, and applying security updates regularly.',
          'zh-CN':
            '技术措施：管理并控制个人信息处理系统的访问权限，对密码进行单向加密存储，对传输过程加密（TLS），保存访问记录并防止篡改，定期更新安全补丁。',
          'zh-TW':
            '技術措施：管理並控制個人資料處理系統之存取權限，以單向加密方式儲存密碼，傳輸過程加密（TLS），保存存取紀錄並防止竄改，定期套用安全性更新。',
          'ja-JP':
            '技術的措置：個人情報処理システムへのアクセス権限の管理とアクセス制御、パスワードの一方向暗号化による保存、通信経路の暗号化（TLS）、アクセス記録の保管と改ざん防止、セキュリティアップデートの定期的な適用',
        },
        {
          'ko-KR': '물리적 조치: 전산 장비와 자료 보관 장소에 대한 출입 통제',
          'en-US': 'Physical: controlling access to computer equipment and to places where records are kept.',
          'zh-CN': '物理措施：对计算机设备及资料存放场所实行出入管控。',
          'zh-TW': '實體措施：對電腦設備及資料存放場所實施門禁管制。',
          'ja-JP': '物理的措置：電算機器および資料保管場所への入退室管理',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '9. 쿠키의 설치·운영 및 거부',
        'en-US': '9. Cookies',
        'zh-CN': '9. Cookie的设置、使用及拒绝',
        'zh-TW': '9. Cookie之設置、使用及拒絕',
        'ja-JP': '9. クッキーの設置・運用および拒否',
      },
      paragraphs: [
        {
          'ko-KR':
            '쿠키는 웹사이트가 이용자의 브라우저에 저장하는 작은 텍스트 파일입니다. 회사는 서비스 제공에 꼭 필요한 아래 두 가지 쿠키만 사용하며, 광고·마케팅 목적의 쿠키나 이용자를 추적하는 제3자 광고 트래커는 사용하지 않습니다.',
          'en-US':
            'Cookies are small text files that a website stores in your browser. The Company uses only the two cookies below, which are strictly necessary to provide the services. We do not use advertising or marketing cookies, or third-party advertising trackers that follow users.',
          'zh-CN':
            'Cookie是网站存储在用户浏览器中的小型文本文件。公司仅使用以下两种提供服务所必需的Cookie，不使用广告或营销目的的Cookie，也不使用追踪用户的第三方广告追踪工具。',
          'zh-TW':
            'Cookie是網站儲存於使用者瀏覽器中的小型文字檔案。本公司僅使用下列兩種提供服務所必需之Cookie，不使用廣告或行銷目的之Cookie，亦不使用追蹤使用者之第三方廣告追蹤工具。',
          'ja-JP':
            'クッキーとは、ウェブサイトが利用者のブラウザに保存する小さなテキストファイルです。当社は、サービスの提供に欠かせない次の2種類のクッキーのみを使用し、広告・マーケティング目的のクッキーや、利用者を追跡する第三者の広告トラッカーは使用しません。',
        },
        {
          'ko-KR':
            '이용자는 브라우저 설정에서 쿠키 저장을 거부하거나 저장된 쿠키를 삭제할 수 있습니다. 다만 세션 쿠키를 거부하면 로그인이 필요한 서비스를 이용할 수 없고, 언어 설정 쿠키를 거부하면 방문할 때마다 언어를 다시 선택하셔야 할 수 있습니다.',
          'en-US':
            'You can refuse cookies or delete stored cookies in your browser settings. If you refuse the session cookie, however, you will not be able to use services that require signing in, and if you refuse the language cookie, you may need to choose your language again on each visit.',
          'zh-CN':
            '用户可以在浏览器设置中拒绝存储Cookie或删除已存储的Cookie。但拒绝会话Cookie后将无法使用需要登录的服务；拒绝语言设置Cookie后，每次访问时可能需要重新选择语言。',
          'zh-TW':
            '使用者得於瀏覽器設定中拒絕儲存Cookie或刪除已儲存之Cookie。但拒絕工作階段Cookie後將無法使用需要登入之服務；拒絕語言設定Cookie後，每次造訪時可能須重新選擇語言。',
          'ja-JP':
            '利用者は、ブラウザの設定でクッキーの保存を拒否し、または保存されたクッキーを削除することができます。ただし、セッションクッキーを拒否するとログインが必要なサービスを利用できなくなり、言語設定クッキーを拒否すると訪問のたびに言語を選び直す必要が生じる場合があります。',
        },
      ],
      items: [
        {
          'ko-KR':
            '언어 설정 쿠키(lang): 이용자가 언어 선택 메뉴에서 고른 언어를 기억하여 다음 방문 때 같은 언어로 보여 드리기 위한 쿠키로, 언어를 선택한 날부터 1년 동안 브라우저에 저장됩니다.',
          'en-US':
            'Language cookie (lang): remembers the language you chose in the language switcher so that the Site appears in that language on your next visit; it is stored in your browser for one year from the day you choose a language.',
          'zh-CN':
            '语言设置Cookie（lang）：记住用户在语言选择菜单中选择的语言，以便下次访问时以相同语言显示；自选择语言之日起在浏览器中保存1年。',
          'zh-TW':
            '語言設定Cookie（lang）：記住使用者於語言選單中選擇之語言，以便下次造訪時以相同語言顯示；自選擇語言之日起於瀏覽器中保存1年。',
          'ja-JP':
            '言語設定クッキー（lang）：言語選択メニューで選んだ言語を記憶し、次回の訪問時に同じ言語で表示するためのクッキーで、言語を選択した日から1年間ブラウザに保存されます。',
        },
        {
          'ko-KR': '세션 쿠키: 회원의 로그인 상태를 유지하기 위한 쿠키로, 로그아웃하거나 세션이 만료되면 효력을 잃습니다.',
          'en-US': 'Session cookie: keeps members signed in; it stops working when you sign out or the session expires.',
          'zh-CN': '会话Cookie：用于维持会员的登录状态，会员退出登录或会话过期后即失效。',
          'zh-TW': '工作階段Cookie：用於維持會員之登入狀態，會員登出或工作階段逾期後即失效。',
          'ja-JP':
            'セッションクッキー：会員のログイン状態を維持するためのクッキーで、ログアウトするかセッションの有効期限が切れると無効になります。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '10. 만 14세 미만 아동의 개인정보',
        'en-US': '10. Children’s personal information',
        'zh-CN': '10. 未满14周岁儿童的个人信息',
        'zh-TW': '10. 未滿14歲兒童之個人資料',
        'ja-JP': '10. 満14歳未満の児童の個人情報',
      },
      paragraphs: [
        {
          'ko-KR':
            '회사는 만 14세 미만 아동의 회원가입을 받지 않으며, 만 14세 미만 아동의 개인정보를 수집하지 않습니다. 만 14세 미만 아동의 개인정보가 수집된 사실을 알게 된 경우에는 지체 없이 파기합니다.',
          'en-US':
            'The Company does not accept members under the age of 14 and does not collect personal information from children under 14. If we learn that such information has been collected, we destroy it without delay.',
          'zh-CN': '公司不接受未满14周岁儿童注册会员，也不收集未满14周岁儿童的个人信息。如发现已收集此类信息，将立即销毁。',
          'zh-TW': '本公司不接受未滿14歲兒童註冊會員，亦不蒐集未滿14歲兒童之個人資料。如發現已蒐集此類資料，將立即銷毀。',
          'ja-JP':
            '当社は、満14歳未満の児童の会員登録を受け付けておらず、満14歳未満の児童の個人情報を収集しません。満14歳未満の児童の個人情報が収集されたことが判明した場合は、遅滞なく廃棄します。',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '11. 개인정보 보호책임자',
        'en-US': '11. Privacy officer',
        'zh-CN': '11. 个人信息保护负责人',
        'zh-TW': '11. 個人資料保護負責人',
        'ja-JP': '11. 個人情報保護責任者',
      },
      paragraphs: [
        {
          'ko-KR':
            '회사는 개인정보 처리에 관한 업무를 총괄하여 책임지고, 개인정보 처리와 관련한 정보주체의 불만 처리와 피해 구제 등을 위하여 아래와 같이 개인정보 보호책임자를 지정하고 있습니다.',
          'en-US':
            'The Company has appointed the privacy officer below to take overall responsibility for the processing of personal information and to handle data subjects’ complaints and requests for redress.',
          'zh-CN':
            '公司指定以下个人信息保护负责人，全面负责个人信息处理相关业务，并处理信息主体与个人信息处理有关的投诉及损害救济等事宜。',
          'zh-TW':
            '本公司指定下列個人資料保護負責人，全面負責個人資料處理相關業務，並處理當事人與個人資料處理有關之申訴及損害救濟等事宜。',
          'ja-JP':
            '当社は、個人情報の処理に関する業務を統括して責任を負い、個人情報の処理に関する情報主体の苦情処理や被害救済などに対応するため、次のとおり個人情報保護責任者を指定しています。',
        },
        {
          'ko-KR':
            '정보주체는 서비스를 이용하면서 발생한 모든 개인정보 보호 관련 문의와 불만 처리, 피해 구제 등에 관한 사항을 개인정보 보호책임자에게 문의하실 수 있으며, 회사는 이에 지체 없이 답변하고 처리합니다. 개인정보 열람 청구도 아래 연락처로 접수하실 수 있습니다.',
          'en-US':
            'You may contact the privacy officer about any question, complaint or request for redress concerning personal information that arises from your use of the services, and the Company will respond and act without delay. Requests for access to personal information can also be sent to the contact details below.',
          'zh-CN':
            '信息主体可就使用服务过程中产生的所有个人信息保护相关咨询、投诉及损害救济等事项联系个人信息保护负责人，公司将立即予以答复和处理。个人信息查阅请求亦可通过以下联系方式提出。',
          'zh-TW':
            '當事人得就使用服務過程中所生之一切個人資料保護相關諮詢、申訴及損害救濟等事項，聯繫個人資料保護負責人，本公司將立即予以回覆及處理。個人資料查閱請求亦得透過下列聯絡方式提出。',
          'ja-JP':
            '情報主体は、サービスの利用に伴い生じた個人情報保護に関するあらゆるお問い合わせ、苦情処理、被害救済などについて、個人情報保護責任者にお問い合わせいただくことができ、当社は遅滞なく回答し、対応します。個人情報の閲覧請求も、下記の連絡先で受け付けます。',
        },
      ],
      items: [
        {
          'ko-KR': '개인정보 보호책임자: 박서연',
          'en-US': 'Privacy officer: Park Seoyeon',
          'zh-CN': '个人信息保护负责人：朴瑞妍',
          'zh-TW': '個人資料保護負責人：朴瑞妍',
          'ja-JP': '個人情報保護責任者：パク・ソヨン',
        },
        {
          'ko-KR': '이메일: privacy@cellactis.co.kr',
          'en-US': 'Email: privacy@cellactis.co.kr',
          'zh-CN': '电子邮箱：privacy@cellactis.co.kr',
          'zh-TW': '電子郵件：privacy@cellactis.co.kr',
          'ja-JP': 'メール：privacy@cellactis.co.kr',
        },
        {
          'ko-KR': '전화: 031-8017-4250',
          'en-US': 'Phone: +82-31-8017-4250',
          'zh-CN': '电话：+82-31-8017-4250',
          'zh-TW': '電話：+82-31-8017-4250',
          'ja-JP': '電話：+82-31-8017-4250',
        },
        companyAddressLine,
      ],
    },
    {
      heading: {
        'ko-KR': '12. 권익침해 구제 방법',
        'en-US': '12. Remedies for infringement',
        'zh-CN': '12. 权益受侵害时的救济途径',
        'zh-TW': '12. 權益受侵害時之救濟途徑',
        'ja-JP': '12. 権利侵害に対する救済方法',
      },
      paragraphs: [
        {
          'ko-KR':
            '정보주체는 개인정보 침해로 인한 구제를 받기 위하여 개인정보분쟁조정위원회, 한국인터넷진흥원 개인정보침해신고센터 등에 분쟁 해결이나 상담을 신청할 수 있습니다. 그 밖에 개인정보 침해에 대한 신고나 상담이 필요하신 경우에는 아래 기관에 문의하시기 바랍니다.',
          'en-US':
            'To obtain redress for an infringement of your personal information, you may apply for dispute resolution or advice to the Personal Information Dispute Mediation Committee or the Personal Information Infringement Report Center of the Korea Internet & Security Agency (KISA). For other reports or advice on infringements of personal information, please contact the organisations below.',
          'zh-CN':
            '信息主体如因个人信息受到侵害而需要救济，可向个人信息纠纷调解委员会、韩国互联网振兴院（KISA）个人信息侵害举报中心等机构申请纠纷解决或咨询。如需就其他个人信息侵害事项进行举报或咨询，请联系以下机构：',
          'zh-TW':
            '當事人如因個人資料受侵害而需要救濟，得向個人資料爭議調解委員會、韓國網路振興院（KISA）個人資料侵害申報中心等機關申請爭議解決或諮詢。如需就其他個人資料侵害事項進行檢舉或諮詢，請洽下列機關：',
          'ja-JP':
            '情報主体は、個人情報の侵害に対する救済を受けるため、個人情報紛争調停委員会、韓国インターネット振興院（KISA）個人情報侵害申告センターなどに紛争解決や相談を申し込むことができます。その他、個人情報の侵害に関する申告や相談が必要な場合は、下記の機関にお問い合わせください。',
        },
      ],
      items: [
        {
          'ko-KR': '개인정보분쟁조정위원회: (국번 없이) 1833-6972, www.kopico.go.kr',
          'en-US': 'Personal Information Dispute Mediation Committee: 1833-6972 (within Korea, no area code), www.kopico.go.kr',
          'zh-CN': '个人信息纠纷调解委员会：1833-6972（韩国境内直拨，无需区号），www.kopico.go.kr',
          'zh-TW': '個人資料爭議調解委員會：1833-6972（韓國境內直撥，免加區碼），www.kopico.go.kr',
          'ja-JP': '個人情報紛争調停委員会：1833-6972（韓国国内、市外局番なし）、www.kopico.go.kr',
        },
        {
          'ko-KR': '개인정보침해신고센터(한국인터넷진흥원): (국번 없이) 118, privacy.kisa.or.kr',
          'en-US': 'Personal Information Infringement Report Center (KISA): 118 (within Korea, no area code), privacy.kisa.or.kr',
          'zh-CN': '个人信息侵害举报中心（韩国互联网振兴院）：118（韩国境内直拨，无需区号），privacy.kisa.or.kr',
          'zh-TW': '個人資料侵害申報中心（韓國網路振興院）：118（韓國境內直撥，免加區碼），privacy.kisa.or.kr',
          'ja-JP': '個人情報侵害申告センター（韓国インターネット振興院）：118（韓国国内、市外局番なし）、privacy.kisa.or.kr',
        },
        {
          'ko-KR': '대검찰청: (국번 없이) 1301, www.spo.go.kr',
          'en-US': 'Supreme Prosecutors’ Office: 1301 (within Korea, no area code), www.spo.go.kr',
          'zh-CN': '大检察厅：1301（韩国境内直拨，无需区号），www.spo.go.kr',
          'zh-TW': '大檢察廳：1301（韓國境內直撥，免加區碼），www.spo.go.kr',
          'ja-JP': '大検察庁：1301（韓国国内、市外局番なし）、www.spo.go.kr',
        },
        {
          'ko-KR': '경찰청: (국번 없이) 182, ecrm.police.go.kr',
          'en-US': 'Korean National Police Agency: 182 (within Korea, no area code), ecrm.police.go.kr',
          'zh-CN': '警察厅：182（韩国境内直拨，无需区号），ecrm.police.go.kr',
          'zh-TW': '警察廳：182（韓國境內直撥，免加區碼），ecrm.police.go.kr',
          'ja-JP': '警察庁：182（韓国国内、市外局番なし）、ecrm.police.go.kr',
        },
      ],
    },
    {
      heading: {
        'ko-KR': '13. 개인정보처리방침의 변경',
        'en-US': '13. Changes to this policy',
        'zh-CN': '13. 隐私政策的变更',
        'zh-TW': '13. 隱私權政策之變更',
        'ja-JP': '13. プライバシーポリシーの変更',
      },
      paragraphs: [
        {
          'ko-KR': '이 개인정보처리방침은 2026년 1월 1일부터 적용됩니다.',
          'en-US': 'This privacy policy applies from 1 January 2026.',
          'zh-CN': '本隐私政策自2026年1月1日起适用。',
          'zh-TW': '本隱私權政策自2026年1月1日起適用。',
          'ja-JP': '本プライバシーポリシーは、2026年1月1日から適用します。',
        },
        {
          'ko-KR':
            '법령이나 서비스의 변경으로 이 방침을 변경하는 경우에는 시행 7일 전부터 사이트를 통하여 알려 드리며, 수집하는 개인정보의 항목이나 이용 목적 등 정보주체의 권리에 중요한 변경이 있는 경우에는 시행 30일 전부터 알려 드립니다.',
          'en-US':
            'If this policy changes because of changes in the law or in our services, we will announce it on the Site at least 7 days before it takes effect. Where a change significantly affects your rights, such as a change in the personal information we collect or the purposes for which we use it, we will announce it at least 30 days in advance.',
          'zh-CN':
            '因法律法规或服务变更而修改本政策时，公司将在施行日前7日起通过本网站告知；如收集的个人信息项目或使用目的等对信息主体权利有重大影响的变更，将在施行日前30日起告知。',
          'zh-TW':
            '因法令或服務變更而修改本政策時，本公司將自施行日前7日起透過本網站告知；如蒐集之個人資料項目或利用目的等對當事人權利有重大影響之變更，將自施行日前30日起告知。',
          'ja-JP':
            '法令またはサービスの変更により本ポリシーを変更する場合は、施行の7日前から本サイトでお知らせし、収集する個人情報の項目や利用目的など情報主体の権利に重要な変更がある場合は、施行の30日前からお知らせします。',
        },
        {
          'ko-KR':
            '이 방침은 한국어로 작성되었으며 영어, 중국어(간체·번체), 일본어 번역본을 함께 제공합니다. 번역본과 한국어 원문의 내용이 서로 다른 경우에는 한국어 원문이 우선합니다.',
          'en-US':
            'This policy is written in Korean and is also provided in English, Chinese (Simplified and Traditional) and Japanese translations. If a translation differs from the Korean original, the Korean original prevails.',
          'zh-CN': '本政策以韩文撰写，并提供英文、中文（简体、繁体）及日文译本。译本与韩文原文内容不一致时，以韩文原文为准。',
          'zh-TW': '本政策以韓文撰寫，並提供英文、中文（簡體、繁體）及日文譯本。譯本與韓文原文內容不一致時，以韓文原文為準。',
          'ja-JP':
            '本ポリシーは韓国語で作成されており、英語、中国語（簡体字・繁体字）、日本語の翻訳版もあわせて提供します。翻訳版と韓国語の原文の内容が異なる場合は、韓国語の原文が優先します。',
        },
      ],
    },
  ],
}
